// One setting, every page (issue 49, point 1): in a throwaway copy of the project, the phone, the e-mail and the
// brand of site.yaml are changed; `npm run dev` then renders every page of the site, and the not-found page. The old
// values appear on none of them, however they would be spelled; the legal pages call the new number.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parse } from 'yaml';
import { devCopy, freePorts } from '../../tooling/bench/dev-harness.ts';
import { siteRoutes } from '../../src/paths.ts';
import { dialNumber } from '../../schema/phone.ts';

const NEW = { phone: '09 87 65 43 21', email: 'bonjour@nouvelle-adresse.fr', brand: 'Maison Exemplaire' };

const copy = devCopy();
const old = parse(copy.read('site.yaml'));
let server;

/** Every page of the copy's content, as the build derives them, and an address that is none. */
function pages() {
  const docs = (folder) =>
    fs
      .readdirSync(path.join(copy.dir, 'content', folder))
      .map((file) => ({ slug: file.replace(/\.\w+$/, ''), _raw: { sourceFilePath: `${folder}/${file}` } }));
  const routes = siteRoutes({ trades: docs('trades'), samples: docs('samples'), legals: docs('legal') });
  return [...routes, { path: '/page-qui-n-existe-pas/', kind: 'notFound' }];
}

before(async () => {
  let site = copy.read('site.yaml');
  for (const [name, value] of Object.entries(NEW)) site = site.replace(new RegExp(`^${name}: .*$`, 'm'), `${name}: ${value}`);
  copy.write('site.yaml', site);
  server = await copy.start(await freePorts());
});

after(async () => {
  await server?.stop();
  copy.remove();
});

test('a changed phone, e-mail and brand leave no page with the old ones', async () => {
  assert.notEqual(old.phone, NEW.phone);
  // The old number however it is spaced or prefixed: its last nine digits, in the page without separators.
  const oldDigits = dialNumber(old.phone).slice(-9);
  const newCall = `href="tel:${dialNumber(NEW.phone)}"`;
  for (const { path: route, kind } of pages()) {
    const response = await fetch(`${server.origin}${route}`);
    assert.equal(response.status, kind === 'notFound' ? 404 : 200, route);
    const html = await response.text();
    assert.ok(!html.replace(/[\s.-]/g, '').includes(oldDigits), `${route} shows the old phone ${old.phone}`);
    assert.ok(!html.toLowerCase().includes(old.email.toLowerCase()), `${route} shows the old e-mail ${old.email}`);
    assert.ok(!html.includes(old.brand), `${route} shows the old brand ${old.brand}`);
    if (kind === 'legal') assert.ok(html.includes(newCall), `${route} calls ${NEW.phone}`);
  }
});
