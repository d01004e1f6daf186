// Writes content/trades/<slug>.md with every field a trade page needs, ready to edit.
// Usage: npm run new:trade -- <slug> "<Name>"   (e.g. npm run new:trade -- plombier "Plombier")
import fs from 'node:fs';
import path from 'node:path';
import { markdownFile } from '../../src/admin/format/formats.ts';
import { REQUEST_PATH, tradePath } from '../../src/paths.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The frontmatter of a new trade, every required field filled with a sentence to rewrite. */
export function tradeTemplate(name: string) {
  const lower = name.toLocaleLowerCase('fr');
  return {
    name,
    seo: {
      title: `Site internet pour ${lower}, prévisualisation gratuite`,
      description: `Un site professionnel pensé pour votre activité de ${lower}. Voyez-le gratuitement en ligne sous {previewDelay}, sans engagement.`,
    },
    badge: `${name}s et indépendants`,
    headline: `Site Internet pour ${name}`,
    intro: `Un site clair qui présente votre activité de ${lower}, rassure vos futurs clients et leur donne envie de vous contacter.`,
    cta: { label: 'Voir mon site gratuitement', href: REQUEST_PATH },
    featuresTitle: `Pensé pour votre métier de ${lower}`,
    features: [
      {
        icon: 'calendar',
        title: 'Prise de contact simplifiée',
        text: 'Vos clients vous écrivent ou réservent en quelques clics, depuis leur téléphone.',
      },
      {
        icon: 'search',
        title: 'Trouvé sur Google près de chez vous',
        text: 'Des pages rédigées pour les recherches locales de votre clientèle.',
      },
      {
        icon: 'award',
        title: 'Votre savoir-faire mis en valeur',
        text: 'Vos services, vos références et vos engagements présentés clairement.',
      },
    ],
    checklistTitle: `Tout ce que votre site de ${lower} comprend`,
    checklist: [
      'Fiche Google et référencement local',
      'Présentation détaillée de vos services',
      'Formulaire de contact relié à votre boîte mail',
      'Plan d’accès, horaires et zone d’intervention',
      'Affichage adapté aux téléphones',
      'Mentions légales conformes',
    ],
    carouselTitle: `Des sites de ${lower} déjà en ligne`,
    carouselIntro: `Quelques sites que nous avons créés pour des professionnels comme vous.`,
    slides: [1, 2, 3, 4].map((n) => ({
      image: '/portfolio/pharmacie-central.jpg',
      title: `Exemple ${n}`,
      description: `Un site de ${lower} créé par nos soins.`,
      specialty: name,
      url: `https://exemple-${n}.example.com`,
    })),
    locked: false,
    closing: {
      title: `Votre activité de ${lower} mérite un site à sa hauteur`,
      text: 'Décrivez votre activité, nous vous montrons votre futur site sous {previewDelay}, gratuitement.',
      cta: { label: 'Demander ma prévisualisation gratuite', href: REQUEST_PATH },
    },
  };
}

/** Creates the file; throws with a message a marketer understands when the slug is unusable. */
export function createTrade(slug: string | undefined, name: string | undefined, dir = 'content/trades'): string {
  if (!slug || !SLUG.test(slug)) {
    throw new Error(
      `"${slug ?? ''}" ne peut pas servir d'adresse : minuscules, chiffres et tirets seulement (ex. plombier, expert-comptable).`,
    );
  }
  if (!name?.trim()) throw new Error('Donnez le nom du métier tel qu’il s’affiche, ex. npm run new:trade -- plombier "Plombier".');
  const file = path.join(dir, `${slug}.md`);
  if (fs.existsSync(file)) throw new Error(`${file} existe déjà : la page ${tradePath(slug)} existe, modifiez ce fichier.`);
  const body = `Un ou deux paragraphes sur ce que votre site apporte à un ${name.trim().toLocaleLowerCase('fr')}.\n`;
  // Written as the editor writes a new page: YAML fields between two `---` lines, then the text.
  fs.writeFileSync(file, markdownFile.toFile({ ...tradeTemplate(name.trim()), body }));
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [slug = '', name] = process.argv.slice(2);
  try {
    const file = createTrade(slug, name);
    console.log(`Créé : ${file}\nRéécrivez ses textes, puis npm run dev pour voir ${tradePath(slug)}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
