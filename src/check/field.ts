// The rules of one field, applied to its value: what the build's check, the dev server's and the editor's all say
// about it, in the same French words. Pure: no Node API, so the editor runs it in the browser before a save.
import { labelOf, rulesOf, type Field, type FieldRules } from '../../schema/fields.ts';
import {
  CONTACT_FIX,
  contactProblem,
  IMAGE_HOST_FIX,
  imageHostProblem,
  isSafeAddress,
  markdownAddresses,
  unsafeAddress,
  UNSAFE_FIX,
} from './addresses.ts';
import { FORM_SERVICES, isFormService } from '../../schema/formRules.ts';
import { isFrenchPhone } from '../../schema/phone.ts';
import { fillAddressTokens } from '../content/tokens.ts';
import { settingMistakes } from './setting.ts';

/** What is wrong and how to fix it, in French; `line` is a line of a Markdown body. */
export type Mistake = { problem: string; fix: string; line?: number };

/** What the rules know of the rest of the content: every page, every file of public/, the values of other files. */
export type CheckContext = {
  /** {brand}, {previewDelay}…: a length counts the text as the page shows it. */
  tokens: Readonly<Record<string, string>>;
  /** Whether a path of the site (`/demande`, `/demande/`) is a page. */
  pageExists(path: string): boolean;
  /** Whether a file of public/ exists at this path (`/portfolio/eco-farm.jpg`). */
  fileExists(path: string): boolean;
  /** Another file of the collection whose field holds this value, if there is one (for `uniqueInCollection`). */
  holderOf(type: string, field: string, value: string): string | undefined;
};

/** What a field's rules need to know of the document it belongs to. */
export type DocumentFacts = {
  /** The document type's name (Trade), for the values that must be unique in its collection. */
  type: string;
  /** The anchors of the page's sections: `#tarifs` must name one. */
  anchors: ReadonlySet<string>;
};

/** A path to a file of public/ (images, video, captions, documents), as opposed to a page address. */
const LOCAL_FILE = /^\/[^#?]*\.(?:png|jpe?g|webp|avif|gif|svg|ico|mp4|webm|vtt|pdf)$/i;

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** The words of a missing field: the editor shows the same ones for the fields it checks itself (src/admin/locale.ts). */
export const requiredMessage = (label: string) => `Le champ obligatoire « ${label} » est vide.`;
export const REQUIRED_FIX = 'Remplissez-le.';

export const isMissing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What a field of this type holds, as a marketer would say it. */
export function expected(field: Field): string {
  switch (field.type) {
    case 'string':
      return 'un texte';
    case 'number':
      return 'un nombre';
    case 'boolean':
      return 'oui ou non (true ou false)';
    case 'enum':
      return `une de ces valeurs : ${field.options.join(', ')}`;
    case 'list':
      return 'une liste (une ligne par élément, commençant par « - »)';
    default:
      return 'un bloc de champs (chacun sur sa ligne, décalé de deux espaces)';
  }
}

/** The value a text shows once its {tokens} are filled in. */
const shown = (text: string, tokens: CheckContext['tokens']) => text.replace(/\{(\w+)\}/g, (token, name: string) => tokens[name] ?? token);

function lengthMistake(value: string, max: number, ctx: CheckContext): Mistake | undefined {
  const length = [...shown(value, ctx.tokens)].length;
  if (length <= max) return undefined;
  return {
    problem: `Ce texte fait ${length} caractères ; ${max} au plus sont permis, pour que la page reste lisible sur un téléphone et dans les résultats de recherche.`,
    fix: `Raccourcissez-le d’au moins ${plural(length - max, 'caractère')}.`,
  };
}

/** A number as French writes it: 60 000, 2,5. */
const french = (n: number) => n.toLocaleString('fr-FR').replace(/[\u202f\u00a0]/g, ' ');

function rangeMistake(value: number, range: NonNullable<FieldRules['range']>): Mistake | undefined {
  const { min, max, whole, why } = range;
  if (value >= min && (max === undefined || value <= max) && (!whole || Number.isInteger(value))) return undefined;
  const span = max === undefined ? `d’au moins ${french(min)}` : `de ${french(min)} à ${french(max)}`;
  return {
    problem: `${french(value)} n’est pas possible ici ; ce nombre doit être ${whole ? 'entier et ' : ''}${span}${why ? ` : ${why}` : ''}.`,
    fix: `Écrivez un nombre${whole ? ' entier' : ''} ${span}.`,
  };
}

function addressMistakes(value: string, rules: FieldRules, facts: DocumentFacts, ctx: CheckContext): Mistake[] {
  if (!isSafeAddress(value)) return [{ problem: unsafeAddress(value), fix: UNSAFE_FIX }];
  const contact = contactProblem(fillAddressTokens(value, ctx.tokens));
  if (contact) return [{ problem: contact, fix: CONTACT_FIX }];
  const outsideHost = rules.media?.kind === 'image' ? imageHostProblem(value) : null;
  if (outsideHost) return [{ problem: outsideHost, fix: IMAGE_HOST_FIX }];
  if (rules.formEndpoint && !isFormService(value))
    return [
      {
        problem: `« ${value} » n’est pas l’adresse d’un service de formulaire permis : les demandes des visiteurs partiraient vers un serveur que personne n’a vérifié.`,
        fix: `Écrivez l’adresse https de votre formulaire chez ${FORM_SERVICES.map((s) => `${s.name} (${s.example})`).join(', ')}. Pour un autre service, un développeur le donne à la construction (variable VITE_FORM_ENDPOINT) ou l’ajoute à la liste de schema/formRules.ts.`,
      },
    ];
  if (rules.address === 'external' && !/^https:\/\/[^/\s]+/i.test(value))
    return [
      {
        problem: `« ${value} » n’est pas une adresse web complète ; ce champ attend une adresse en https://.`,
        fix: 'Écrivez l’adresse complète, commençant par https://.',
      },
    ];
  if (rules.media && !value.startsWith('/') && !/^https:\/\//i.test(value))
    return [
      {
        problem: `« ${value} » n’est ni un fichier du site ni une adresse web : la page montrerait une image ou un média cassé.`,
        fix: 'Choisissez un fichier envoyé (son chemin commence par /, par exemple /media/photo.jpg) ou écrivez une adresse https:// complète.',
      },
    ];
  if (LOCAL_FILE.test(value) || (rules.media && value.startsWith('/')))
    return ctx.fileExists(value.split(/[?#]/)[0] ?? value)
      ? []
      : [
          {
            problem: `Le fichier « ${value} » n’existe pas dans public/ : la page montrerait une image ou un média cassé.`,
            fix: `Vérifiez l’orthographe du chemin, ou envoyez le fichier (il sera enregistré dans public${value}).`,
          },
        ];
  if (!/^[/#]/.test(value) || value.startsWith('//')) return [];
  const [target, hash] = value.split('#');
  if (target && !ctx.pageExists(target))
    return [
      {
        problem: `Le lien « ${value} » mène à une page qui n’existe pas.`,
        fix: 'Corrigez l’adresse : elle doit être celle d’une page du site (par exemple /demande ou /site-internet-avocat).',
      },
    ];
  if (!target && hash !== undefined && !facts.anchors.has(hash))
    return [
      {
        problem: `Le lien « ${value} » ne mène à aucune section de cette page.`,
        fix: `Utilisez l’ancre d’une section de la page : ${[...facts.anchors].map((a) => `#${a}`).join(', ') || 'cette page n’en a aucune'}.`,
      },
    ];
  return [];
}

/** The site's own number: the header's and footer's tel: links are made from it. */
function phoneMistakes(value: string, rules: FieldRules): Mistake[] {
  if (!rules.frenchPhone || isFrenchPhone(value)) return [];
  return [
    {
      problem: `« ${value} » n’est pas un numéro de téléphone français : le lien d’appel du site mènerait à un numéro qui n’existe pas.`,
      fix: 'Écrivez le numéro seul : 10 chiffres commençant par 0 (01 23 45 67 89), ou +33 ou 0033 suivi de 9 chiffres ; espaces, points ou tirets permis entre les paires.',
    },
  ];
}

/** A web address in a link field is https://, as its help says: browsers mark an http:// page « Non sécurisé ». */
function plainHttpMistakes(value: string, rules: FieldRules): Mistake[] {
  if (!rules.address || !/^\s*http:/i.test(value)) return [];
  return [
    {
      problem: `« ${value} » est une adresse http://, non chiffrée : le navigateur du visiteur signalerait la page comme « Non sécurisé ».`,
      fix: `Écrivez la même adresse en https:// (${value.trim().replace(/^http:/i, 'https:')}).`,
    },
  ];
}

/** A list of sections that must keep one of a kind: the landing page's hero holds its only h1. */
function keptSectionMistakes(value: unknown[], rules: FieldRules): Mistake[] {
  const kept = rules.keeps;
  if (!kept) return [];
  const count = value.filter((item) => isRecord(item) && item.type === kept.type).length;
  if (count === 1) return [];
  return count === 0
    ? [
        {
          problem: `La page n’a plus de section « ${kept.label} » : c’est elle qui porte le grand titre de la page, sans lequel la page n’a pas de titre principal.`,
          fix: `Ajoutez une section « ${kept.label} », ou annulez la suppression.`,
        },
      ]
    : [
        {
          problem: `La page a ${count} sections « ${kept.label} » ; elle n’en garde qu’une, qui porte le seul grand titre de la page.`,
          fix: `Supprimez ${plural(count - 1, 'section')} « ${kept.label} » en trop.`,
        },
      ];
}

function listMistakes(value: unknown[], rules: FieldRules): Mistake[] {
  const mistakes: Mistake[] = [];
  if (rules.items) {
    const { min, max } = rules.items;
    const found = value.length;
    const wanted = min === max ? `exactement ${min}` : found < min ? `au moins ${min}` : `au plus ${max}`;
    if (found < min || found > max)
      mistakes.push({
        problem: `Cette liste a ${plural(found, 'élément')} ; la page en attend ${wanted}.`,
        fix: found > max ? `Retirez ${plural(found - max, 'élément')}.` : `Ajoutez ${plural(min - found, 'élément')}.`,
      });
  }
  if (rules.unique) {
    const key = rules.unique;
    const seen = new Map<unknown, number>();
    value.forEach((item, i) => {
      const name = item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
      if (typeof name !== 'string' || name === '') return;
      const first = seen.get(name);
      if (first === undefined) seen.set(name, i);
      else
        mistakes.push({
          problem: `Les éléments n° ${first + 1} et n° ${i + 1} de cette liste s’appellent tous deux « ${name} » : deux liens du même nom ne se distinguent pas.`,
          fix: 'Donnez à chaque élément de la liste un nom différent.',
        });
    });
  }
  return mistakes;
}

/**
 * The mistakes of one field's own value: presence, type, length, range, address, list size. Not those of the
 * fields inside it: each of them is checked on its own (the walk of src/check/document.ts, the editor's widgets).
 */
export function fieldMistakes(field: Field, name: string, value: unknown, facts: DocumentFacts, ctx: CheckContext): Mistake[] {
  const { label } = labelOf(field.description, name);
  if (isMissing(value)) {
    if (!field.required) return [];
    return [{ problem: requiredMessage(label), fix: REQUIRED_FIX }];
  }
  const rules = rulesOf(field);
  const wrong = (): Mistake[] => [
    { problem: `Ce champ contient ${kindOf(value)} ; il attend ${expected(field)}.`, fix: howToWrite(field, name, value) },
  ];
  switch (field.type) {
    case 'string': {
      if (typeof value !== 'string') return wrong();
      const mistakes: Mistake[] = [];
      const tooLong = rules.maxLength === undefined ? undefined : lengthMistake(value, rules.maxLength, ctx);
      if (tooLong) mistakes.push(tooLong);
      if (rules.address || rules.media || rules.formEndpoint) mistakes.push(...addressMistakes(value, rules, facts, ctx));
      else if (LOCAL_FILE.test(value)) mistakes.push(...addressMistakes(value, rules, facts, ctx));
      if (mistakes.length === 0)
        mistakes.push(...plainHttpMistakes(value, rules), ...phoneMistakes(value, rules), ...settingMistakes(value, rules));
      if (rules.uniqueInCollection) {
        const holder = ctx.holderOf(facts.type, name, value);
        if (holder)
          mistakes.push({
            problem: `« ${value} » est déjà le nom de ${holder} : le site aurait deux liens « ${value} » que rien ne distingue.`,
            fix: 'Donnez un autre nom à cette page, ou supprimez l’un des deux fichiers s’il s’agit d’une copie.',
          });
      }
      return mistakes;
    }
    case 'number': {
      if (typeof value !== 'number') return wrong();
      const outside = rules.range && rangeMistake(value, rules.range);
      return outside ? [outside] : [];
    }
    case 'boolean':
      return typeof value === 'boolean' ? [] : wrong();
    case 'enum':
      return typeof value === 'string' && field.options.includes(value)
        ? []
        : [{ problem: `« ${String(value)} » n’est pas une valeur permise ici.`, fix: howToWrite(field, name, value) }];
    case 'nested':
      return isRecord(value) ? [] : wrong();
    case 'list':
      return Array.isArray(value) ? [...listMistakes(value, rules), ...keptSectionMistakes(value, rules)] : wrong();
    default:
      return [];
  }
}

/**
 * The mistakes of a Markdown body: its links and images must be safe addresses, and a tel: or mailto: link must lead
 * to a number or an e-mail address once its {tokens} are filled, as the page fills them. Lines count from the body's start.
 */
export function bodyMistakes(body: string, tokens: CheckContext['tokens']): Mistake[] {
  return markdownAddresses(body).flatMap(({ kind, line, address: written }): Mistake[] => {
    const address = fillAddressTokens(written, tokens);
    const what = kind === 'image' ? 'Une image du texte' : 'Un lien du texte';
    if (!isSafeAddress(address)) return [{ problem: `${what} : ${unsafeAddress(address)}`, fix: UNSAFE_FIX, line }];
    const contact = contactProblem(address);
    if (contact) return [{ problem: `${what} : ${contact}`, fix: CONTACT_FIX, line }];
    const outsideHost = kind === 'image' ? imageHostProblem(address) : null;
    return outsideHost ? [{ problem: `${what} : ${outsideHost}`, fix: IMAGE_HOST_FIX, line }] : [];
  });
}

export const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const kindOf = (value: unknown) =>
  Array.isArray(value)
    ? 'une liste'
    : isRecord(value)
      ? 'un bloc de champs'
      : typeof value === 'number'
        ? 'un nombre'
        : typeof value === 'boolean'
          ? 'un oui/non (true ou false)'
          : 'un texte';

function howToWrite(field: Field, name: string, found: unknown): string {
  if (field.type === 'string' && Array.isArray(found))
    return `Ce champ attend un texte, pas une liste : écrivez un seul texte sur la ligne « ${name}: … ».`;
  if (field.type === 'string' && isRecord(found))
    return `Ce champ attend un texte, pas des sous-champs : écrivez le texte sur la ligne « ${name}: … » et retirez les lignes décalées dessous.`;
  if (field.type === 'list')
    return `Ce champ attend une liste : écrivez chaque élément sur sa ligne sous « ${name}: », commençant par « - ».`;
  if (field.type === 'number') return `Ce champ attend un nombre écrit en chiffres, sans texte autour (par exemple « ${name}: 4 »).`;
  if (field.type === 'boolean') return `Ce champ attend true (oui) ou false (non).`;
  if (field.type === 'enum') return `Choisissez une des valeurs permises : ${field.options.join(', ')}.`;
  if (field.type === 'nested') return `Ce champ attend des sous-champs, chacun sur sa ligne sous « ${name}: », décalés de deux espaces.`;
  return `Écrivez ${expected(field)}.`;
}
