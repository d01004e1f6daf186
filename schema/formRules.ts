// The request form's settings are rules, not free text: where the requests go, how long each field may be, how many
// sends the form allows and how long it waits for the form service. The schema's fields (schema/site.ts,
// schema/request.ts) take their ranges from here, and the content rules (src/check) check them, at build and in the
// editor alike.

/** The form services the content may name: https only, on these hosts, with their form address's shape. */
export const FORM_SERVICES = [
  { name: 'Formspree', host: 'formspree.io', path: /^\/f\/[A-Za-z0-9]+$/, example: 'https://formspree.io/f/xxxxxxxx' },
];

/** The spec's longest value for each field of the request (section 5); a limit lies between 1 and this. */
export const SPEC_LIMITS = {
  nom: 50,
  prenom: 50,
  entreprise: 100,
  email: 254,
  telephone: 20,
  siteActuel: 200,
  reseauxSociaux: 200,
  message: 2000,
  lien: 200,
} as const;

/**
 * How many useful links a request may hold. Every field is bounded by SPEC_LIMITS; with at most 10 links of 200
 * characters, the request stays well under 64 KiB, what the browser lets a `keepalive` POST carry (tests/unit/payload.test.ts).
 */
export const LINKS_RANGE = { min: 1, max: 10 } as const;

/** How long the form waits for the form service before it shows the error message, in milliseconds. */
export const TIMEOUT_RANGE = { min: 3_000, max: 60_000 } as const;

/** The throttle lets at least this many sends through, in a window of at least this long. */
export const THROTTLE_FLOOR = { max: 1, windowMs: 60_000 } as const;

/**
 * The fields of each document that are the form's settings: a developer's to change (.github/CODEOWNERS asks for
 * one's review), so the editor keeps them as they are and does not show them.
 */
export const FORM_SETTINGS: Record<string, readonly string[]> = { Site: ['form'], RequestPage: ['limits', 'maxLinks', 'throttle'] };

/** True when `endpoint` is the https address of a form on a service of FORM_SERVICES, and nothing more. */
export function isFormService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || url.search || url.hash) return false;
  return FORM_SERVICES.some((service) => url.hostname === service.host && service.path.test(url.pathname));
}
