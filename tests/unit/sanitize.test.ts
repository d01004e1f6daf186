import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sanitize } from '~/request/sanitize';

const VECTORS = fs.readFileSync('tests/fixtures/xss-vectors.txt', 'utf8').split('\n').filter(Boolean);
const TAG = /<[a-z/!?][^>]*>/i;
const SCHEME = /(?:javascript|vbscript|data)\s*:/i;
const HANDLER = /\bon[a-z]+\s*=/i;

function expectClean(output: string) {
  expect(output).not.toMatch(TAG);
  expect(output).not.toMatch(SCHEME);
  expect(output).not.toMatch(HANDLER);
}

describe('sanitize', () => {
  test.each(VECTORS)('neutralises %s', (vector) => {
    expectClean(sanitize(vector, 2000));
  });

  test('removes script blocks with their content', () => {
    expect(sanitize('Bonjour <script>alert("x")</script>Claire', 100)).toBe('Bonjour Claire');
  });

  test('does not let nested fragments rebuild a tag', () => {
    expect(sanitize('<scr<script>ipt>alert(1)</scr</script>ipt>', 100)).not.toMatch(/<|script>/i);
  });

  test('keeps ordinary French text', () => {
    expect(sanitize("  Pharmacie de l'Église, 12 € — ouverte à 8h  ", 100)).toBe("Pharmacie de l'Église, 12 € — ouverte à 8h");
  });

  test('cuts to the maximum length, then trims', () => {
    expect(sanitize('abcdef   ', 4)).toBe('abcd');
    expect(sanitize('ab   cdef', 5)).toBe('ab');
  });

  test('on 10 000 generated strings: clean, idempotent, within the limit', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '/',
      'script',
      'SCRIPT',
      'javascript',
      'data',
      'vbscript',
      ':',
      'on',
      'click',
      'error',
      '=',
      ' ',
      '"',
      "'",
      'img',
      'a',
      'é',
      '\t',
      'x',
    );
    const risky = fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(risky, fc.string({ maxLength: 300 })), fc.integer({ min: 0, max: 300 }), (input, max) => {
        const once = sanitize(input, max);
        expectClean(once);
        expect(once.length).toBeLessThanOrEqual(max);
        expect(sanitize(once, max)).toBe(once);
      }),
      { numRuns: 10_000 },
    );
  });
});
