// The preview's Markdown body: each block a way into its line of the body (src/admin/bodyBlocks.ts); the site's own
// rendering carries no mark.
import { describe, expect, test } from 'vitest';
import { markBodyBlocks } from '~/admin/bodyBlocks';
import { markdownHtml } from '~/markdown/markdownHtml';

const BODY = ['## Titre', '', 'Un paragraphe', 'sur deux lignes.', '', '- un', '- deux', '', '1. large', '', '2. liste', ''].join('\n');
const marks = (html: string) =>
  [...html.matchAll(/<(\w+) data-field="body" data-field-line="(\d+)"/g)].map(([, tag, line]) => `${tag}@${line}`);

describe('the blocks of a Markdown body in the preview', () => {
  test('paragraphs, headings and the items of a tight list carry the body and the line they start on', () => {
    const html = markdownHtml(BODY, { tokens: {}, plugins: [markBodyBlocks('body')] });
    // A loose list draws its items' paragraphs: those carry the mark, not the items around them.
    expect(marks(html)).toEqual(['h2@1', 'p@3', 'li@6', 'li@7', 'p@9', 'p@11']);
  });

  test('the site draws them with no mark', () => {
    expect(markdownHtml(BODY, { tokens: {} })).not.toContain('data-field');
  });
});
