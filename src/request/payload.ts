import type { RequestContent } from '~/content';
import { sanitize } from './sanitize';
import type { RequestValues } from './values';

/** What the form service receives: the form's text fields, the links as one string, and the e-mail subject. */
export type RequestPayload = Omit<RequestValues, 'liens' | 'accepteContact' | '_gotcha'> & { liens: string; _subject: string };

/** The JSON the form service receives: every field cleaned and cut, empty links dropped, the rest comma-joined. */
export function buildPayload(values: RequestValues, limits: RequestContent['limits'], subjectPrefix: string): RequestPayload {
  const entreprise = sanitize(values.entreprise, limits.entreprise);
  return {
    nom: sanitize(values.nom, limits.nom),
    prenom: sanitize(values.prenom, limits.prenom),
    entreprise,
    email: sanitize(values.email, limits.email),
    telephone: sanitize(values.telephone, limits.telephone),
    siteActuel: sanitize(values.siteActuel, limits.siteActuel),
    reseauxSociaux: sanitize(values.reseauxSociaux, limits.reseauxSociaux),
    message: sanitize(values.message, limits.message),
    liens: values.liens
      .map((link) => sanitize(link, limits.lien))
      .filter((link) => link !== '')
      .join(','),
    _subject: `${subjectPrefix}${entreprise}`,
  };
}
