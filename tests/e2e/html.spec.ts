// Every built page is valid HTML for the W3C Nu Html Checker (vnu, which runs on Java).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures.ts';
import { ROUTES } from './site.ts';

// The site's pages; the content editor (admin/) is Decap's own page, built apart.
const sitePages = (client: string) =>
  fs.readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && !f.startsWith('admin'));
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

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

test("Mantine's CSS variables and global classes are in every page's <head>", ({ server }) => {
  const client = server.options.dir;
  for (const page of sitePages(client)) {
    const head = fs.readFileSync(path.join(client, page), 'utf8').split('</head>')[0] ?? '';
    expect(head, `${page}: CSS variables`).toMatch(/<style data-mantine-styles="true"(?: data-rest="[^"]+")?>:root, :host\{--mantine-/);
    // A page with islands names, on each <style> it trimmed, the file of its whole text: the build has each.
    for (const [, rest = ''] of head.matchAll(/data-rest="([^"]+)"/g))
      expect(fs.existsSync(path.join(client, rest.slice(server.options.base.length))), `${page}: ${rest}`).toBe(true);
    expect(head, `${page}: global classes`).toMatch(/<style data-mantine-styles="classes"(?: data-rest="[^"]+")?>/);
  }
});

test('vnu finds no error in any built page', async ({ server }) => {
  // One Java run checks every page: it takes 20 s on a quiet machine and over 2 minutes on a busy one. The limit is
  // for a checker that never ends, not for a slow one.
  test.setTimeout(600_000);
  const client = server.options.dir;
  const pages = sitePages(client).map((f) => path.join(client, f));
  expect(pages.length, 'one page per route, and 404.html').toBe(ROUTES.length + 1);
  const run = promisify(execFile);
  // vnu exits 1 when it reports an error; its JSON report is on stderr either way.
  const { stderr } = await run('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...pages], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: NodeJS.ErrnoException & { stderr: string }) => {
    if (error.code === 'ENOENT') throw new Error('No java on PATH: apt-get install -y default-jre-headless');
    return error;
  });
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
  const unexpected = errors.filter((m) => !CSS_GRAMMAR_GAPS.some((gap) => gap.message.test(m.message)));
  expect(
    unexpected.map((m) => `${path.relative(client, new URL(m.url).pathname)}:${m.lastLine}: ${m.message} [${m.extract ?? ''}]`),
  ).toEqual([]);
});
