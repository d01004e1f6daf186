// The editor's French: every phrase Decap has in English has a French one of its own, and the messages the editor
// shows for an empty required field are the content check's own words.
import en from 'decap-cms-locales/dist/esm/en/index.js';
import { describe, expect, test } from 'vitest';
import { FRENCH } from '../../src/admin/locale';
import { FIELDS } from '../../src/check/document';
import { fieldMistakes, REQUIRED_FIX, requiredMessage, type CheckContext } from '../../src/check/field';

type Phrases = { [key: string]: string | Phrases };
function flat(phrases: Phrases, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(phrases)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [k, v] of flat(value, path)) found.set(k, v);
  }
  return found;
}

const english = flat(en as Phrases);
const french = flat(FRENCH as Phrases);
/** Phrases that are the same words in both languages. */
const SAME_IN_FRENCH = /^(Collections|Code|Images|Notes|Markdown|%\{details\}|%\{date\}|MMMM D|Description|Message)$/;

describe('the editor in French', () => {
  test('every English phrase of Decap has its French one', () => {
    expect([...english.keys()].filter((key) => !french.has(key))).toEqual([]);
  });

  test('no French phrase is left in English', () => {
    const untranslated = [...english].filter(([key, text]) => french.get(key) === text && !SAME_IN_FRENCH.test(text));
    expect(untranslated).toEqual([]);
  });

  test('no phrase says « élément(s) » or « Oops », or uses a sign common fonts lack', () => {
    for (const [key, text] of french) expect(text, key).not.toMatch(/\(s\)|Oops|[\uff00-\uffef]/);
  });

  test('no phrase reads as a word-for-word translation: files are sent, not « téléversés », and are not « ressources »', () => {
    for (const [key, text] of french) expect(text, key).not.toMatch(/Télévers|ressource|éléments sélectionnés|\bkB\b/i);
    // A blank entry was never saved: the status Decap shows under it must not say so.
    expect(french.get('editor.editorToolbar.changesSaved')).not.toMatch(/enregistrée?s?\s*$/i);
  });

  test('a section the landing page must keep is named by its French name, not its type', () => {
    const blocks = FIELDS.get('Landing.blocks');
    const ctx: CheckContext = { tokens: {}, pageExists: () => true, fileExists: () => true, holderOf: () => undefined };
    const mistakes = fieldMistakes(
      blocks?.field ?? { type: 'string' },
      'blocks',
      [{ type: 'Process' }],
      { type: 'Landing', anchors: new Set() },
      ctx,
    );
    expect(mistakes.length).toBeGreaterThan(0);
    for (const mistake of mistakes) expect(`${mistake.problem} ${mistake.fix}`).not.toMatch(/\(type \w+\)/);
  });

  test('an empty required field is told in the content check’s words', () => {
    expect(french.get('editor.editorControlPane.widget.required')).toBe(`${requiredMessage('%{fieldLabel}')} ${REQUIRED_FIX}`);
  });
});
