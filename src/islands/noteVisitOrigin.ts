// Where the visit started, for the marketers' campaigns. Run by the site's script (./islands.ts) on every page that
// loads it: keep it small and free of imports (src/request/visitOrigin.ts, in the request form, reads what it notes).

/** The sessionStorage key of the visit's origin. */
export const ORIGIN_KEY = 'demande-origine';
/** Each value is cut to this length when noted and again when sent. */
export const ORIGIN_MAX = 200;

export type VisitOrigin = { page: string; source: string; medium: string; campaign: string; referrer: string };

/**
 * Notes the visit's first page, its utm_source, utm_medium and utm_campaign, and the host of the site that sent the
 * visitor, once per tab (sessionStorage). A page that runs no script cannot note it: when the previous page was on
 * this site, that page, read from the referrer, is where the visit started.
 */
export function noteVisitOrigin(here: string, referrer: string, base: string) {
  try {
    if (sessionStorage.getItem(ORIGIN_KEY)) return;
    const page = new URL(here);
    const from = referrer ? new URL(referrer) : null;
    const inside = from?.origin === page.origin;
    const first = inside && from ? from : page;
    const path = first.pathname.startsWith(base) ? `/${first.pathname.slice(base.length)}` : first.pathname;
    const cut = (value: string | null | undefined) => (value ?? '').slice(0, ORIGIN_MAX);
    const origin: VisitOrigin = {
      page: cut(path),
      source: cut(first.searchParams.get('utm_source')),
      medium: cut(first.searchParams.get('utm_medium')),
      campaign: cut(first.searchParams.get('utm_campaign')),
      referrer: cut(inside ? '' : from?.hostname),
    };
    sessionStorage.setItem(ORIGIN_KEY, JSON.stringify(origin));
  } catch {
    // Storage refused or an address the browser cannot parse: the request is sent without its origin.
  }
}
