// Every built page is valid HTML for the W3C Nu Html Checker (vnu, which runs on Java).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { ROUTES } from './helpers.mjs';

const CLIENT = process.env.E2E_DIR ?? 'build/client';
// The site's pages; the content editor (admin/) is Decap's own page, built apart.
const sitePages = () => fs.readdirSync(CLIENT, { recursive: true }).filter((f) => f.endsWith('.html') && !f.startsWith('admin'));
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * The checker's CSS grammar lags behind browsers: these valid properties are unknown to it. Nothing else
 * is tolerated, and a property listed here is still an error anywhere it is not in this list.
 */
const CSS_GRAMMAR_GAPS = [
  {
    message: /^CSS: “container”: Property “container” doesn't exist\.$/,
    reason: 'the container shorthand (CSS Containment 3), in every browser since 2023',
  },
  {
    message: /^CSS: “text-box-trim”: Property “text-box-trim” doesn't exist\.$/,
    reason: 'text-box-trim (CSS Inline Layout 3) trims heading leading where supported, ignored elsewhere',
  },
  {
    message: /^CSS: “text-box-edge”: Property “text-box-edge” doesn't exist\.$/,
    reason: 'text-box-edge, the companion of text-box-trim',
  },
];

test("Mantine's CSS variables and global classes are in every page's <head>", () => {
  for (const page of sitePages()) {
    const head = fs.readFileSync(path.join(CLIENT, page), 'utf8').split('</head>')[0];
    assert.match(head, /<style data-mantine-styles="true">:root, :host\{--mantine-/, `${page}: CSS variables`);
    assert.match(head, /<style data-mantine-styles="classes">/, `${page}: global classes`);
  }
});

test('vnu finds no error in any built page', async () => {
  const pages = fs
    .readdirSync(CLIENT, { recursive: true })
    .filter((f) => f.endsWith('.html') && !f.startsWith('admin'))
    .map((f) => path.join(CLIENT, f));
  assert.equal(pages.length, ROUTES.length + 1, 'one page per route, and 404.html');
  const run = promisify(execFile);
  // vnu exits 1 when it reports an error; its JSON report is on stderr either way.
  const { stderr } = await run('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...pages], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error) => {
    if (error.code === 'ENOENT') throw new Error('No java on PATH: apt-get install -y default-jre-headless');
    return error;
  });
  const { messages } = JSON.parse(stderr);
  const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
  const unexpected = errors.filter((m) => !CSS_GRAMMAR_GAPS.some((gap) => gap.message.test(m.message)));
  assert.deepEqual(
    unexpected.map((m) => `${path.relative(CLIENT, new URL(m.url).pathname)}:${m.lastLine}: ${m.message} [${m.extract ?? ''}]`),
    [],
  );
});
