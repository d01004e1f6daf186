// Where a bench writes its table: its own section of docs/performance.md, between two markers, so that a new run
// replaces the last one and leaves the hand-written text around it alone.
import fs from 'node:fs';

/**
 * Writes `markdown` between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in the file `doc`; where the markers are
 * not there yet, appends them under `heading`.
 */
export function writeBenchSection(doc: string, name: string, heading: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const text = fs.readFileSync(doc, 'utf8');
  const [before, rest] = text.split(start);
  const after = rest?.split(end)[1];
  fs.writeFileSync(
    doc,
    before !== undefined && after !== undefined
      ? `${before}${start}\n${markdown}\n${end}${after}`
      : `${text}\n## ${heading}\n\n${start}\n${markdown}\n${end}\n`,
  );
}
