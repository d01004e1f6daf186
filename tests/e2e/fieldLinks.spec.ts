// Click-to-edit's links (`data-field`, src/ui/field.ts) exist in the editor's preview only: no page, no route data
// and no prerendered file of the built site carries one (the editor's own folder, admin/, draws them in its preview).
import fs from 'node:fs';
import path from 'node:path';
import { FIELD_ATTRIBUTE } from '../../src/ui/field.ts';
import { expect, test } from './fixtures.ts';

function files(dir: string, under = ''): string[] {
  return fs.readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) return relative === 'admin' ? [] : files(dir, relative);
    return /\.(html|data|json|xml|txt)$/.test(entry.name) || entry.name === '_headers' ? [relative] : [];
  });
}

test('the built site carries no trace of the field links: no page, no route data', ({ server }) => {
  const client = server.options.dir;
  const read = files(client);
  expect(read.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(30);
  const traces = read.filter((file) => fs.readFileSync(path.join(client, file), 'utf8').includes(FIELD_ATTRIBUTE));
  expect(traces).toEqual([]);
});
