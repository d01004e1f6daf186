import { describe, expect, it } from 'vitest';
import { towardsNewEntry } from '../../src/admin/freshConfig';

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
