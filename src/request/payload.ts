import type { SPEC_LIMITS } from '../../schema/formRules.ts';
import { sanitize } from './sanitize';
import type { StepOneFields } from './validate';
import type { RequestValues } from './values';
import { ORIGIN_MAX, type VisitOrigin } from '~/islands/noteVisitOrigin';

/** What the form service receives: the form's text fields, the links as one string, and the e-mail subject. */
export type RequestPayload = Omit<RequestValues, 'liens' | 'accepteContact' | '_gotcha'> & { liens: string; _subject: string };

/** Where the visit started, sent beside the spec's keys (docs/request-form.md lists every key for the readers of the e-mails). */
export type OriginPayload = { pageEntree: string; utm_source: string; utm_medium: string; utm_campaign: string; referent: string };

/** Each field's longest value (content/pages/demande.yaml, within the spec's: schema/formRules.ts). */
export type Limits = Record<keyof typeof SPEC_LIMITS, number>;
/** What the payload takes from the content: each field's limit, the number of links and the e-mail's subject. */
export type PayloadRules = { limits: Limits; maxLinks: number; subjectPrefix: string };

/** Step 1's fields as they will be sent: the rules of step 1 judge these, not what was typed. */
export const cleanStepOne = (values: StepOneFields, limits: Limits): StepOneFields => ({
  nom: sanitize(values.nom, limits.nom),
  prenom: sanitize(values.prenom, limits.prenom),
  entreprise: sanitize(values.entreprise, limits.entreprise),
  email: sanitize(values.email, limits.email),
  telephone: sanitize(values.telephone, limits.telephone),
});

/**
 * The JSON the form service receives: every field cleaned and cut, empty links dropped, at most `maxLinks` of the
 * rest, comma-joined. Bounded by the rules (schema/formRules.ts) whatever the values: under 64 KiB, what the browser
 * lets a `keepalive` POST carry.
 */
export function buildPayload(values: RequestValues, { limits, maxLinks, subjectPrefix }: PayloadRules): RequestPayload {
  const stepOne = cleanStepOne(values, limits);
  return {
    ...stepOne,
    siteActuel: sanitize(values.siteActuel, limits.siteActuel),
    reseauxSociaux: sanitize(values.reseauxSociaux, limits.reseauxSociaux),
    message: sanitize(values.message, limits.message),
    liens: values.liens
      .map((link) => sanitize(link, limits.lien))
      .filter((link) => link !== '')
      .slice(0, maxLinks)
      .join(','),
    _subject: `${subjectPrefix}${stepOne.entreprise}`,
  };
}

/** The visit's origin, cleaned like every field and cut to ORIGIN_MAX characters. */
export const originPayload = (origin: VisitOrigin): OriginPayload => ({
  pageEntree: sanitize(origin.page, ORIGIN_MAX),
  utm_source: sanitize(origin.source, ORIGIN_MAX),
  utm_medium: sanitize(origin.medium, ORIGIN_MAX),
  utm_campaign: sanitize(origin.campaign, ORIGIN_MAX),
  referent: sanitize(origin.referrer, ORIGIN_MAX),
});
