// `npm run dev` opens no door (issue 48), in a throwaway copy of the project: a content file whose front matter is
// code never runs, whether it is saved while the server runs or there when it starts (pulled from a branch), and the
// page's French dialog names it; a page served on another local port reads nothing of the machine through the dev
// server. A file that would run writes a marker: the marker must never appear.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { launchBrowser } from '../../tooling/browser.ts';
import { EDITS } from '../../tooling/bench/content-edits.ts';
import { devCopy, freePorts, headlineShows, problemsDialog } from '../../tooling/bench/dev-harness.ts';

/** A wait for something that will come (a page compiled, the dialog, a generation), not a measure of the machine. */
const SHOWN_WITHIN_MS = 120_000;
const [EDIT] = EDITS;
const copy = devCopy();
const markers = path.join(copy.dir, 'marqueurs');
fs.mkdirSync(markers);
let server;
let context;

/** The markers among `names` that were written: code that ran. */
const ran = (...names) => names.filter((name) => fs.existsSync(path.join(markers, name)));
/** A page whose fields, if anything reads them as JavaScript (gray-matter's `---js`), write a marker file. */
const codeInFields = (marker) =>
  `---js\n({ name: require('node:fs').writeFileSync(${JSON.stringify(path.join(markers, marker))}, 'exécuté') })\n---\nTexte\n`;

before(async () => {
  server = await copy.start(await freePorts());
  context = await launchBrowser();
  context.setDefaultTimeout(SHOWN_WITHIN_MS);
});

after(async () => {
  await context?.close();
  await server?.stop();
  copy.remove();
});

/** The edited page shows `marker` in its h1 once a good save is generated: the generator has read every save before it. */
async function goodSaveShown(page) {
  const marker = `apres${Date.now() % 100000}`;
  copy.write(EDIT.file, EDIT.apply(copy.read(EDIT.file), marker));
  await headlineShows(page, marker, SHOWN_WITHIN_MS);
}

const removeContent = (...files) => files.forEach((file) => fs.rmSync(path.join(copy.dir, 'content', file), { force: true }));

async function dialogNames(page, places) {
  const dialog = problemsDialog(page);
  await dialog.waitFor({ timeout: SHOWN_WITHIN_MS });
  const text = await dialog.innerText();
  for (const place of places) assert.ok(text.includes(place), `the dialog lacks "${place}":\n${text}`);
  assert.match(text, /nomme un langage après « --- » \(« js »\)/);
}

test('a page on another local port reads no source, .data/, .contentlayer/ or .git/ through the dev server', async () => {
  fs.mkdirSync(path.join(copy.dir, '.data'), { recursive: true });
  fs.writeFileSync(path.join(copy.dir, '.data/submissions.jsonl'), '{"nom":"Secret"}\n');
  fs.mkdirSync(path.join(copy.dir, '.git'), { recursive: true });
  fs.writeFileSync(path.join(copy.dir, '.git/config'), '[core]\n\trepositoryformatversion = 0\n');
  const addresses = [
    '/.data/submissions.jsonl',
    '/vite.config.ts',
    '/package.json',
    '/src/root.tsx',
    '/src/root.tsx?raw',
    '/tooling/cms/server.ts',
    '/content/site.yaml',
    '/.contentlayer/generated/index.mjs',
    '/.git/config',
    `/@fs${copy.dir}/package.json`,
  ];
  const other = http.createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Autre</title>'),
  );
  await new Promise((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${other.address().port}/`);
    const read = await page.evaluate(
      ({ origin, addresses }) =>
        Promise.all(
          addresses.map((address) =>
            fetch(origin + address).then(
              async (response) => `${address}: ${response.status} ${(await response.text()).slice(0, 60)}`,
              () => null,
            ),
          ),
        ),
      { origin: server.origin, addresses },
    );
    assert.deepEqual(read.filter(Boolean), [], 'another origin read these');
    await page.close();
    // The files are there, served to the dev server's own pages (which send no Origin for them): only another page is
    // refused. .data/ and .git/ are served to no page at all.
    const served = await Promise.all(addresses.map((address) => fetch(server.origin + address).then((response) => response.status)));
    assert.deepEqual(
      Object.fromEntries(addresses.map((address, i) => [address, served[i]])),
      Object.fromEntries(addresses.map((address) => [address, /^\/\.(data|git)\//.test(address) ? 403 : 200])),
    );
  } finally {
    other.closeAllConnections();
    other.close();
  }
});

test('a front matter written as code while npm run dev runs never runs, and the page names its file and line', async () => {
  const page = await context.newPage();
  await page.goto(`${server.origin}${EDIT.route}`);
  await page.locator('h1').waitFor();
  copy.write('trades/piege.md', codeInFields('pendant'));
  // gray-matter reads .mdx too, and contentlayer2 watched its whole folder, hidden files included.
  copy.write('trades/piege.mdx', codeInFields('pendant-mdx'));
  copy.write('trades/.piege.mdx', codeInFields('pendant-cache'));
  await dialogNames(page, ['content/trades/piege.md, ligne 1', 'content/trades/piege.mdx']);
  removeContent('trades/piege.md', 'trades/piege.mdx', 'trades/.piege.mdx');
  await goodSaveShown(page);
  assert.deepEqual(ran('pendant', 'pendant-mdx', 'pendant-cache'), []);
  await page.close();
});

test('a front matter written as code, there when npm run dev starts, never runs, and the page names it', async () => {
  await server.stop();
  copy.write('trades/piege.md', codeInFields('au-demarrage'));
  server = await copy.start(await freePorts());
  const page = await context.newPage();
  await page.goto(`${server.origin}${EDIT.route}`);
  await dialogNames(page, ['content/trades/piege.md, ligne 1']);
  removeContent('trades/piege.md');
  await goodSaveShown(page);
  assert.deepEqual(ran('au-demarrage'), []);
  assert.doesNotMatch(server.output(), /exécuté|\n\s+at .+:\d+:\d+\)?\n/);
  await page.close();
});
