import { describe, expect, it } from 'vitest';
import { switchesEntry } from '../../src/admin/entryAddress';

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
