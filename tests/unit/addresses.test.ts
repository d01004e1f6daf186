// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenStale, switchesEntry, towardsNewEntry } from '../../src/admin/addresses';

describe('switchesEntry', () => {
  it('is true from one entry straight to another, in the same collection or not', () => {
    expect(switchesEntry('#/collections/trades/entries/avocat', '#/collections/trades/entries/coiffeur')).toBe(true);
    expect(switchesEntry('#/collections/pages/entries/landing', '#/collections/trades/entries/coiffeur')).toBe(true);
  });

  it('is false for the ways Decap itself moves: to and from lists, a new entry saved, a duplicate', () => {
    expect(switchesEntry('#/collections/trades', '#/collections/trades/entries/avocat')).toBe(false);
    expect(switchesEntry('#/collections/trades/entries/avocat', '#/collections/trades')).toBe(false);
    expect(switchesEntry('#/collections/trades/new', '#/collections/trades/entries/fromager')).toBe(false);
    expect(switchesEntry('#/collections/trades/entries/avocat', '#/collections/trades/new?duplicate=true')).toBe(false);
  });

  it('is false when only the query of the same entry changes', () => {
    expect(switchesEntry('#/collections/trades/entries/avocat', '#/collections/trades/entries/avocat?ref=main')).toBe(false);
  });
});

describe('towardsNewEntry', () => {
  it('is true on the way to « Ajouter »: a collection’s list, or a new entry opened from anywhere but an entry of its collection', () => {
    expect(towardsNewEntry('#/collections/pages/entries/trade-model', '#/collections/trades')).toBe(true);
    expect(towardsNewEntry('#/collections/trades', '#/collections/trades/new')).toBe(true);
    expect(towardsNewEntry('#/', '#/collections/trades/new')).toBe(true);
    expect(towardsNewEntry('#/collections/pages/entries/trade-model', '#/collections/trades/new')).toBe(true);
  });

  it('is false for a copy (« Dupliquer » opens the new entry from the one copied) and for an entry opened', () => {
    expect(towardsNewEntry('#/collections/trades/entries/avocat', '#/collections/trades/new')).toBe(false);
    expect(towardsNewEntry('#/collections/trades/entries/avocat', '#/collections/trades/new?duplicate=true')).toBe(false);
    expect(towardsNewEntry('#/collections/trades', '#/collections/trades/entries/avocat')).toBe(false);
    expect(towardsNewEntry('#/collections/trades/new', '#/collections/trades/entries/plombier')).toBe(false);
  });
});

describe('reloadWhenStale', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  /** The editor's page with configuration `own`, served now with `served`; the hash changed as a marketer moves. */
  async function moves(hashes: string[], own: string, served: string) {
    document.body.innerHTML = `<script id="config" type="application/json">${own}</script>`;
    let answer = () => {};
    const fetched = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await fetched;
        return new Response(`<html><body><script id="config" type="application/json">${served}</script></body></html>`);
      }),
    );
    // From the editor's home, as each move must change the address.
    window.location.hash = '#/';
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reload = vi.fn();
    reloadWhenStale('config', reload);
    // jsdom fires hashchange as the browser does, a task after each change.
    for (const hash of hashes) {
      window.location.hash = hash;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    answer();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return reload;
  }

  it('loads the editor again on the way to a new entry when the configuration served changed', async () => {
    expect(await moves(['#/collections/trades/entries/avocat', '#/collections/trades'], '{"a":1}', '{"a":2}')).toHaveBeenCalledOnce();
    expect(await moves(['#/collections/trades/entries/avocat', '#/collections/trades'], '{"a":1}', '{"a":1}')).not.toHaveBeenCalled();
  });

  it('loads the editor again from one entry straight to another, whatever the configuration', async () => {
    const moved = ['#/collections/trades/entries/avocat', '#/collections/trades/entries/coiffeur'];
    expect(await moves(moved, '{"a":1}', '{"a":1}')).toHaveBeenCalledOnce();
  });

  it('not once the marketer has opened an entry from the list meanwhile: the reload would take them back to the list', async () => {
    const reload = await moves(['#/collections/trades', '#/collections/trades/entries/architecte'], '{"a":1}', '{"a":2}');
    expect(reload).not.toHaveBeenCalled();
  });
});
