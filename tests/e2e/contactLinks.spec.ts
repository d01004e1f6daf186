// Every call and mail link of every built page works (issue 49, point 1): a tel: link dials the site's own number, a
// French one by the spec's rule; a mailto: link writes to an e-mail address; no link leads nowhere (<a href="">). The
// legal pages' links are made from the settings: as many call links in their text as their Markdown writes.
import { dialNumber, isFrenchPhone } from '../../schema/phone.ts';
import { isEmailAddress } from '../../schema/email.ts';
import { expect, test } from './fixtures.ts';
import { content, legalPath, ROUTES } from './site.ts';

const SITE_CALL = `tel:${dialNumber(content.site.phone)}`;

/** How many call links a legal page's Markdown writes. */
const callsWritten = (route: string) =>
  content.allLegals.filter((legal) => legalPath(legal.slug) === route).map((legal) => legal.body.raw.split('](tel:').length - 1)[0];

for (const route of ROUTES) {
  test(`${route}: every tel: link dials the site’s number, every mailto: writes to an address, no link leads nowhere`, async ({
    visit,
  }) => {
    const { page } = await visit(route);
    const hrefs = (selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of await hrefs('a[href^="tel:"]')) {
      expect(isFrenchPhone(href.slice('tel:'.length)), href).toBe(true);
      expect(href).toBe(SITE_CALL);
    }
    for (const href of await hrefs('a[href^="mailto:"]'))
      expect(isEmailAddress(decodeURIComponent(href.slice('mailto:'.length).split('?')[0] ?? '')), href).toBe(true);
    expect(await hrefs('a[href=""], a:not([href])')).toEqual([]);
    const written = callsWritten(route);
    if (written !== undefined) {
      expect(written).toBeGreaterThan(0);
      expect(await hrefs('main a[href^="tel:"]')).toEqual(Array(written).fill(SITE_CALL));
    }
  });
}
