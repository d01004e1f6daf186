// The editor's removals (src/admin/removals.ts), driven as Decap's list widget changes a field: an item deleted, moved,
// added, edited. Every removal comes back where it was, in any order, at any depth.
import { fromJS, type List, type Map as ImmutableMap } from 'immutable';
import { describe, expect, test } from 'vitest';
import { fieldChanged, followField, forgetField, lastRemoval, removalsAt, undoRemoval } from '../../src/admin/removals';

type Item = ImmutableMap<string, unknown>;
const SECTIONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

/** A field followed as the form holds it: each change goes through `change`, as Decap's onChange would. */
function field(name: string, value: unknown) {
  const form = { value };
  const apply = (next: unknown) => {
    form.value = next;
    fieldChanged(name, next);
  };
  followField(name, value, apply);
  return {
    form,
    apply,
    change(next: unknown) {
      form.value = next;
      fieldChanged(name, next);
    },
  };
}

const titles = (value: unknown) => (value as List<Item>).toArray().map((item) => item.get('title'));
/** Orders of undoing five removals: as made, backwards, and shuffled. */
const ORDERS = [
  [0, 1, 2, 3, 4],
  [4, 3, 2, 1, 0],
  [2, 0, 4, 1, 3],
  [3, 4, 0, 2, 1],
];

describe('removals undone in any order', () => {
  for (const order of ORDERS)
    test(`five sections removed, undone in the order ${order.join(', ')}: each comes back where it was`, () => {
      const blocks = field('blocks', fromJS(SECTIONS.map((title) => ({ type: 'Text', title }))));
      const start = blocks.form.value;
      // The second section, five times: b, c, d, e and f go.
      for (let i = 0; i < 5; i++) blocks.change((blocks.form.value as List<Item>).delete(1));
      expect(titles(blocks.form.value)).toEqual(['a', 'g']);
      const removed = removalsAt(['blocks']);
      expect(removed.map((removal) => (removal.value as Item).get('title'))).toEqual(['b', 'c', 'd', 'e', 'f']);
      for (const i of order) expect(undoRemoval(removed[i] as (typeof removed)[number])).toBeDefined();
      expect(titles(blocks.form.value)).toEqual(SECTIONS);
      expect((blocks.form.value as List<Item>).equals(start as List<Item>)).toBe(true);
      expect(removalsAt(['blocks'])).toEqual([]);
    });

  test('the last removal first (Ctrl+Z), after the others moved and an item was added', () => {
    const blocks = field('blocks', fromJS(SECTIONS.map((title) => ({ type: 'Text', title }))));
    blocks.change((blocks.form.value as List<Item>).delete(2)); // c
    blocks.change((blocks.form.value as List<Item>).delete(4)); // f
    // g moved to the top, a new section added at the end.
    const list = blocks.form.value as List<Item>;
    blocks.change(list.delete(4).insert(0, list.get(4) as Item));
    blocks.change((blocks.form.value as List<Item>).push(fromJS({ type: 'Text', title: 'new' }) as Item));
    expect(titles(blocks.form.value)).toEqual(['g', 'a', 'b', 'd', 'e', 'new']);
    const last = lastRemoval();
    expect((last?.value as Item).get('title')).toBe('f');
    undoRemoval(last as NonNullable<typeof last>);
    expect(titles(blocks.form.value)).toEqual(['g', 'a', 'b', 'd', 'e', 'f', 'new']);
    undoRemoval(lastRemoval() as NonNullable<ReturnType<typeof lastRemoval>>);
    expect(titles(blocks.form.value)).toEqual(['g', 'a', 'b', 'c', 'd', 'e', 'f', 'new']);
    expect(lastRemoval()).toBeUndefined();
  });
});

describe('removals at any depth', () => {
  const page = () =>
    fromJS([
      { type: 'Process', title: 'steps', steps: [{ title: 's1' }, { title: 's2' }, { title: 's3' }] },
      { type: 'Included', title: 'cards', features: [{ title: 'f1' }, { title: 'f2' }] },
    ]) as List<Item>;
  const steps = (value: unknown) => titles((value as List<Item>).getIn([0, 'steps']));

  test('a step removed, then its section: the section comes back with its ghost, which comes back in turn', () => {
    const blocks = field('blocks', page());
    blocks.change((blocks.form.value as List<Item>).updateIn([0, 'steps'], (list) => (list as List<Item>).delete(1)));
    expect(removalsAt(['blocks', 0, 'steps'])).toHaveLength(1);
    blocks.change((blocks.form.value as List<Item>).delete(0));
    // Inside a removed section, the step cannot come back on its own: it is part of the section's removal.
    expect(removalsAt(['blocks'])).toHaveLength(1);
    expect(lastRemoval()?.list).toBe(removalsAt(['blocks'])[0]?.list);
    undoRemoval(removalsAt(['blocks'])[0] as ReturnType<typeof removalsAt>[number]);
    expect(steps(blocks.form.value)).toEqual(['s1', 's3']);
    const [step] = removalsAt(['blocks', 0, 'steps']);
    expect(undoRemoval(step as NonNullable<typeof step>)).toEqual(['blocks', 0, 'steps', 1]);
    expect((blocks.form.value as List<Item>).equals(page())).toBe(true);
  });

  test('an edit inside the section keeps its removed step undoable', () => {
    const blocks = field('blocks', page());
    blocks.change((blocks.form.value as List<Item>).updateIn([1, 'features'], (list) => (list as List<Item>).delete(0)));
    blocks.change((blocks.form.value as List<Item>).setIn([1, 'title'], 'cartes'));
    blocks.change((blocks.form.value as List<Item>).setIn([1, 'features', 0, 'title'], 'f2!'));
    const [card] = removalsAt(['blocks', 1, 'features']);
    undoRemoval(card as NonNullable<typeof card>);
    expect(titles((blocks.form.value as List<Item>).getIn([1, 'features']))).toEqual(['f1', 'f2!']);
    expect((blocks.form.value as List<Item>).getIn([1, 'title'])).toBe('cartes');
  });

  test('a field that leaves the form takes its removals with it', () => {
    const blocks = field('blocks', page());
    blocks.change((blocks.form.value as List<Item>).delete(1));
    expect(lastRemoval()).toBeDefined();
    forgetField('blocks', blocks.apply);
    expect(lastRemoval()).toBeUndefined();
  });
});
