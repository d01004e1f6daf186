// The request form's settings are rules, not free text: where the requests go, how long each field may be, how
// many sends the form allows and how long it waits for the form service. Pure (no Node API): the build's content
// check runs it (tooling/content/rules.ts), and the editor can run the same function on the entry it edits.

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

/** How long the form waits for the form service before it shows the error message, in milliseconds. */
export const TIMEOUT_RANGE = { min: 3_000, max: 60_000 } as const;

/** The throttle lets at least this many sends through, in a window of at least this long. */
export const THROTTLE_FLOOR = { max: 1, windowMs: 60_000 } as const;

/**
 * The fields of each document that are the form's settings: a developer's to change (.github/CODEOWNERS asks for
 * one's review), so the editor keeps them as they are and does not show them.
 */
export const FORM_SETTINGS: Record<string, readonly string[]> = { Site: ['form'], RequestPage: ['limits', 'throttle'] };

/** A broken rule, in French: the field's path in its file, what is wrong, how to fix it. The caller adds file and line. */
export type FormRuleProblem = { field: string; problem: string; fix: string };

const frenchNumber = (n: number) => n.toLocaleString('fr-FR').replace(/\u202f/g, ' ');
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

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

/** A whole number from `min` to `max` (or above `min` when `max` is absent), or the problem with it. */
function wholeNumber(value: unknown, field: string, min: number, max: number | undefined, what: string, fix: string) {
  const range = max === undefined ? `d’au moins ${frenchNumber(min)}` : `de ${frenchNumber(min)} à ${frenchNumber(max)}`;
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && (max === undefined || value <= max)) return [];
  const shown = typeof value === 'number' ? frenchNumber(value) : `« ${String(value)} »`;
  return [{ field, problem: `${what} vaut ${shown} ; ce doit être un nombre entier ${range}.`, fix }];
}

/** The problems of site.yaml's form settings: `form.endpoint` and `form.timeoutMs`. */
export function siteFormProblems(site: unknown): FormRuleProblem[] {
  const form = record(record(site).form);
  const problems: FormRuleProblem[] = [];
  const endpoint = form.endpoint;
  if (typeof endpoint !== 'string' || !isFormService(endpoint)) {
    const services = FORM_SERVICES.map((s) => `${s.name} (${s.example})`).join(', ');
    problems.push({
      field: 'form.endpoint',
      problem: `« ${String(endpoint)} » n’est pas l’adresse d’un service de formulaire permis : les demandes des visiteurs partiraient vers un serveur que personne n’a vérifié.`,
      fix: `Écrivez l’adresse https de votre formulaire chez ${services}. Pour un autre service, un développeur le donne à la construction (variable VITE_FORM_ENDPOINT) ou l’ajoute à la liste de schema/formRules.ts.`,
    });
  }
  const { min, max } = TIMEOUT_RANGE;
  problems.push(
    ...wholeNumber(
      form.timeoutMs,
      'form.timeoutMs',
      min,
      max,
      'Le délai d’attente',
      `Écrivez un délai en millisecondes de ${frenchNumber(min)} (${min / 1000} secondes) à ${frenchNumber(max)} (${max / 1000} secondes) : plus court, une connexion lente verrait une erreur ; plus long, le visiteur attendrait sans réponse.`,
    ),
  );
  return problems;
}

/** The problems of pages/demande.yaml's form settings: `limits.*` and `throttle.*`. */
export function requestFormProblems(page: unknown): FormRuleProblem[] {
  const { limits, throttle } = record(page);
  const problems: FormRuleProblem[] = [];
  for (const [name, spec] of Object.entries(SPEC_LIMITS)) {
    problems.push(
      ...wholeNumber(
        record(limits)[name],
        `limits.${name}`,
        1,
        spec,
        `La longueur maximale de « ${name} »`,
        `Écrivez un nombre de caractères de 1 à ${frenchNumber(spec)} (le maximum du cahier des charges) : à 0, le champ ne pourrait rien recevoir.`,
      ),
    );
  }
  problems.push(
    ...wholeNumber(
      record(throttle).max,
      'throttle.max',
      THROTTLE_FLOOR.max,
      undefined,
      'Le nombre d’envois permis',
      `Écrivez au moins ${THROTTLE_FLOOR.max} : à 0, plus aucun visiteur ne pourrait envoyer de demande (le cahier des charges en permet 3).`,
    ),
    ...wholeNumber(
      record(throttle).windowMs,
      'throttle.windowMs',
      THROTTLE_FLOOR.windowMs,
      undefined,
      'La période de la limite d’envois',
      `Écrivez une période en millisecondes d’au moins ${frenchNumber(THROTTLE_FLOOR.windowMs)} (une minute) ; le cahier des charges prévoit 300 000 (cinq minutes).`,
    ),
  );
  return problems;
}

/** Every broken rule of the form's settings, by the document it is in. */
export const formRules = (site: unknown, requestPage: unknown) => ({
  site: siteFormProblems(site),
  requestPage: requestFormProblems(requestPage),
});
