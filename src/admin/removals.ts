// Every removal in the open entry, each undoable in any order, each item back where it was. Each top-level field of
// the entry is followed here as it changes (src/admin/checked.tsx reports its values): a shadow of its value keeps the
// items removed from every list, at any depth, in their place among the others, as ghosts. Undoing one brings its
// ghost back to life at its place and hands the field its new value. An item removed inside a section that was then
// removed comes back with the section, ghost included, and can be undone from there. Immutable's values are compared
// by identity: Decap changes only what it changes, so an item that did not change is the same object.
import { isList, isMap, type List, type Map as ImmutableMap } from 'immutable';

type Path = (string | number)[];
type Parent =
  { kind: 'field'; field: Field } | { kind: 'key'; map: MapShadow; key: string } | { kind: 'slot'; list: ListShadow; slot: Slot };
type Leaf = { kind: 'leaf'; value: unknown; parent: Parent };
type MapShadow = { kind: 'map'; value: ImmutableMap<string, unknown>; children: Map<string, Shadow>; parent: Parent };
type ListShadow = { kind: 'list'; value: List<unknown>; slots: Slot[]; parent: Parent };
type Shadow = Leaf | MapShadow | ListShadow;
/** A place in a list: a live item, or a removed one (its ghost) with its removal. */
type Slot = { shadow: Shadow; removal?: Removal };
type Field = { name: string; root: Shadow; apply: (value: unknown) => void };

/** A removed item: `value` as it was removed, `order` the count of removals before it in the editor's life. */
export type Removal = { readonly order: number; readonly value: unknown; readonly slot: Slot; readonly list: ListShadow };

const fields = new Map<string, Field>();
let removals: Removal[] = [];
let count = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function shadowOf(value: unknown, parent: Parent): Shadow {
  if (isList(value)) {
    const list: ListShadow = { kind: 'list', value, slots: [], parent };
    list.slots = value.toArray().map((item) => slotOf(item, list));
    return list;
  }
  if (isMap(value)) {
    const map: MapShadow = { kind: 'map', value: value as ImmutableMap<string, unknown>, children: new Map(), parent };
    for (const [key, child] of map.value)
      if (isList(child) || isMap(child)) map.children.set(key, shadowOf(child, { kind: 'key', map, key }));
    return map;
  }
  return { kind: 'leaf', value, parent };
}

function slotOf(item: unknown, list: ListShadow): Slot {
  const slot = {} as Slot;
  slot.shadow = shadowOf(item, { kind: 'slot', list, slot });
  return slot;
}

const liveSlots = (list: ListShadow) => list.slots.filter((slot) => !slot.removal);

/** The index at which `longer` has one item more than `shorter`, the rest the same in the same order, or -1. */
function oneMoreAt(longer: readonly unknown[], shorter: readonly unknown[]): number {
  if (longer.length !== shorter.length + 1) return -1;
  let at = 0;
  while (at < shorter.length && longer[at] === shorter[at]) at++;
  for (let i = at; i < shorter.length; i++) if (longer[i + 1] !== shorter[i]) return -1;
  return at;
}

/** The index an item moved from and to, when `next` is `before` with one item moved (Decap's drag), else undefined. */
function movedOne(before: readonly unknown[], next: readonly unknown[]): { from: number; to: number } | undefined {
  if (before.length !== next.length) return undefined;
  let first = 0;
  let last = before.length - 1;
  while (first <= last && before[first] === next[first]) first++;
  while (last >= first && before[last] === next[last]) last--;
  if (first >= last) return undefined;
  const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, i) => item === b[i]);
  // Moved down: the first item went to the last place of the stretch; moved up: the last one to its first place.
  if (next[last] === before[first] && same(before.slice(first + 1, last + 1), next.slice(first, last))) return { from: first, to: last };
  if (next[first] === before[last] && same(before.slice(first, last), next.slice(first + 1, last + 1))) return { from: last, to: first };
  return undefined;
}

function syncList(list: ListShadow, value: List<unknown>) {
  const live = liveSlots(list);
  const before = live.map((slot) => slot.shadow.value);
  const next = value.toArray();
  const removed = oneMoreAt(before, next);
  const added = oneMoreAt(next, before);
  const moved = movedOne(before, next);
  if (removed >= 0) {
    const slot = live[removed];
    if (slot) {
      const removal: Removal = { order: ++count, value: slot.shadow.value, slot, list };
      slot.removal = removal;
      removals = [...removals, removal];
    }
  } else if (added >= 0) {
    const slot = slotOf(next[added], list);
    const after = live[added];
    list.slots.splice(after ? list.slots.indexOf(after) : list.slots.length, 0, slot);
  } else if (moved) {
    // The moved item goes before the item that now follows it (or after the one before it): the ghosts around the
    // other items stay beside them.
    const slot = live[moved.from];
    const rest = live.filter((other) => other !== slot);
    if (slot) {
      list.slots.splice(list.slots.indexOf(slot), 1);
      const following = rest[moved.to];
      const preceding = rest[moved.to - 1];
      const at = following ? list.slots.indexOf(following) : preceding ? list.slots.indexOf(preceding) + 1 : list.slots.length;
      list.slots.splice(at, 0, slot);
    }
  } else {
    // Items changed in place (an edit inside one), or a change of many at once (a draft taken back): item by item.
    live.forEach((slot, i) => {
      if (i < next.length) slot.shadow = sync(slot.shadow, next[i]);
      else list.slots.splice(list.slots.indexOf(slot), 1);
    });
    for (const item of next.slice(live.length)) list.slots.push(slotOf(item, list));
  }
  list.value = value;
}

function sync(shadow: Shadow, value: unknown): Shadow {
  if (shadow.value === value) return shadow;
  if (shadow.kind === 'list' && isList(value)) {
    syncList(shadow, value);
    return shadow;
  }
  if (shadow.kind === 'map' && isMap(value)) {
    shadow.value = value as ImmutableMap<string, unknown>;
    for (const key of shadow.children.keys()) if (!shadow.value.has(key)) shadow.children.delete(key);
    for (const [key, child] of shadow.value) {
      const known = shadow.children.get(key);
      if (!(isList(child) || isMap(child))) shadow.children.delete(key);
      else shadow.children.set(key, known ? sync(known, child) : shadowOf(child, { kind: 'key', map: shadow, key }));
    }
    return shadow;
  }
  return shadowOf(value, shadow.parent);
}

/** Whether a shadow is still part of its field's, a ghost's inside included. */
function attached(shadow: Shadow): boolean {
  const { parent } = shadow;
  if (parent.kind === 'field') return fields.get(parent.field.name) === parent.field && parent.field.root === shadow;
  if (parent.kind === 'key') return parent.map.children.get(parent.key) === shadow && attached(parent.map);
  return parent.slot.shadow === shadow && parent.list.slots.includes(parent.slot) && attached(parent.list);
}

/** The path of a shadow in its entry, while it is part of it and no ghost holds it; else undefined. */
function pathOf(shadow: Shadow): Path | undefined {
  const { parent } = shadow;
  if (parent.kind === 'field')
    return fields.get(parent.field.name) === parent.field && parent.field.root === shadow ? [parent.field.name] : undefined;
  if (parent.kind === 'key') {
    const base = parent.map.children.get(parent.key) === shadow ? pathOf(parent.map) : undefined;
    return base && [...base, parent.key];
  }
  const index = liveSlots(parent.list).indexOf(parent.slot);
  const base = index >= 0 && parent.slot.shadow === shadow ? pathOf(parent.list) : undefined;
  return base && [...base, index];
}

const samePath = (a: Path | undefined, b: readonly (string | number)[]) =>
  !!a && a.length === b.length && a.every((step, i) => String(step) === String(b[i]));

/** A removal kept: its ghost is still in its list, which may itself be inside a removed item. */
const kept = (removal: Removal) => removal.slot.removal === removal && removal.list.slots.includes(removal.slot) && attached(removal.list);
/** A removal that can be undone now: kept, and its list on the page (not inside a removed item). */
const undoable = (removal: Removal) => kept(removal) && !!pathOf(removal.list);

/** The removals of the list at `path` that can be undone now, in the list's order. */
export function removalsAt(path: readonly (string | number)[]): Removal[] {
  if (removals.length === 0) return [];
  return removals
    .filter((removal) => undoable(removal) && samePath(pathOf(removal.list), path))
    .sort((a, b) => a.list.slots.indexOf(a.slot) - b.list.slots.indexOf(b.slot));
}

/**
 * Brings a removed item back at its place among the items around it, and hands its top-level field the new value.
 * Returns the item's path, or undefined when it cannot come back now.
 */
export function undoRemoval(removal: Removal): Path | undefined {
  if (!undoable(removal)) return undefined;
  const { list, slot } = removal;
  slot.removal = undefined;
  removals = removals.filter((other) => other !== removal);
  const index = liveSlots(list).indexOf(slot);
  list.value = list.value.insert(index, slot.shadow.value);
  // The new value goes up to the field: each container takes its changed child.
  let shadow: Shadow = list;
  for (;;) {
    const parent: Parent = shadow.parent;
    if (parent.kind === 'field') {
      parent.field.apply(shadow.value);
      break;
    }
    if (parent.kind === 'key') {
      parent.map.value = parent.map.value.set(parent.key, shadow.value);
      shadow = parent.map;
    } else {
      parent.list.value = parent.list.value.set(liveSlots(parent.list).indexOf(parent.slot), shadow.value);
      shadow = parent.list;
    }
  }
  notify();
  const at = pathOf(list);
  return at && [...at, index];
}

/** The last removal that can be undone now (Ctrl+Z), if any. */
export const lastRemoval = (): Removal | undefined =>
  removals
    .filter(undoable)
    .reduce<Removal | undefined>((last, removal) => (!last || removal.order > last.order ? removal : last), undefined);

/** A top-level field of the entry appears: followed from its value as loaded, with no removal yet. */
export function followField(name: string, value: unknown, apply: (value: unknown) => void) {
  const field = { name, apply } as Field;
  field.root = shadowOf(value, { kind: 'field', field });
  fields.set(name, field);
  removals = removals.filter(kept);
  notify();
}

/** The field's new value, as the form holds it: a list with one item less is a removal. */
export function fieldChanged(name: string, value: unknown) {
  const field = fields.get(name);
  if (!field || field.root.value === value) return;
  const before = removals;
  field.root = sync(field.root, value);
  removals = removals.filter(kept);
  // Typing changes no removal: the lists are told only of a removal made or gone.
  if (removals.length !== before.length || removals.some((removal, i) => removal !== before[i])) notify();
}

/** The field leaves the form (another entry is opened): its removals go with it. */
export function forgetField(name: string, apply: (value: unknown) => void) {
  if (fields.get(name)?.apply !== apply) return;
  fields.delete(name);
  removals = removals.filter(kept);
  notify();
}

export function onRemovals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any removal can be undone now: the lists look up theirs only then. */
export const anyRemoval = () => removals.length > 0;
