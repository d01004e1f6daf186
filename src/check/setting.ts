// The settings of site.yaml that texts repeat through their {token} ({brand}, {address}, {previewDelay}…), and its
// e-mail address. Pages show each as text wherever it is repeated; the check keeps them to what a name, an address or
// a delay is made of, so that a value that looks like code stops at its field instead of reaching every page.
import type { FieldRules } from '../../schema/fields.ts';
import { isEmailAddress } from '../../schema/email.ts';
import type { Mistake } from './field.ts';

/** Letters and digits of any language, spaces, and the punctuation of a name, an address or a delay. */
const PLAIN = String.raw`\p{L}\p{M}\p{N}\p{Zs}.,;:!?'’"«»()[\]&@+\-–—/#°%€`;
const PLAIN_CHARACTER = new RegExp(`[${PLAIN}]`, 'u');

/** A refused character as the marketer can find it: itself, or its name when it cannot be seen. */
const named = (character: string) =>
  /[\n\r]/.test(character)
    ? 'un retour à la ligne'
    : /\p{L}|\p{N}|\p{P}|\p{S}/u.test(character)
      ? `« ${character} »`
      : 'un caractère invisible';

/** The mistakes of a setting's value: plain text for a repeated setting, an e-mail address for the e-mail. */
export function settingMistakes(value: string, rules: FieldRules): Mistake[] {
  const refused = rules.plainText ? [...value].find((character) => !PLAIN_CHARACTER.test(character)) : undefined;
  if (refused !== undefined)
    return [
      {
        problem: `« ${value} » contient ${named(refused)} : ce réglage est repris tel quel, comme du texte, dans chaque page qui l’écrit entre accolades ; une balise ou un signe de code n’y a pas sa place.`,
        fix: 'Écrivez le texte seul : lettres, chiffres, espaces et ponctuation ordinaire (. , ; : ! ? ’ « » ( ) [ ] & @ + - / # ° % €).',
      },
    ];
  if (rules.emailAddress && !isEmailAddress(value))
    return [
      {
        problem: `« ${value} » n’est pas une adresse e-mail : les liens « écrire » du site ne mèneraient à personne.`,
        fix: 'Écrivez l’adresse seule, par exemple contact@exemple.fr, sans espace ni autre texte.',
      },
    ];
  return [];
}
