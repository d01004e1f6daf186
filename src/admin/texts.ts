// The editor's own French texts, beside Decap's (src/admin/locale.ts): what the previews and the checks say.

/** « A, B et C viennent », « A vient »: the fields named, with the verb agreeing. */
const come = (parts: readonly string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)} viennent` : `${parts[0]} vient`;
/** Items of a list still as they came: how many, out of how many, and the item's name in the singular and plural. */
type Counted = { kept: number; total: number; item: string; items: string };
/** « 3 atouts sur 3 viennent », « 1 atout sur 3 vient ». */
const itemsCome = ({ kept, total, item, items }: Counted) =>
  `${kept} ${kept > 1 ? items : item} sur ${total} ${kept > 1 ? 'viennent' : 'vient'}`;

export const TEXTS = {
  previewError:
    'L’aperçu ne peut pas encore afficher cette page : un champ est sans doute incomplet. Continuez la saisie, l’aperçu se met à jour tout seul.',
  previewErrorTitle: 'Aperçu indisponible',
  refusedSave: 'Enregistrement refusé, rien n’a été écrit. À corriger :',
  refusedField: (label: string, message: string) => `${label} : ${message}`,
  refusedCheck: 'Vérification',
  closeNotice: 'Fermer ce message',
  refusedMore: (count: number) => `… et ${count} autre${count > 1 ? 's' : ''} erreur${count > 1 ? 's' : ''}.`,
  unreachable:
    'Impossible de vérifier l’entrée : les informations du site n’ont pas pu être chargées. Vérifiez la connexion, puis enregistrez de nouveau.',
  draftTitle: 'Un brouillon vous attend',
  draftQuestion: (when: string) =>
    `Des modifications de cette entrée, faites le ${when}, n’ont pas été enregistrées : elles sont gardées dans ce navigateur.`,
  draftIgnoreNote:
    'Ignorer ouvre l’entrée telle qu’elle est enregistrée. Le brouillon reste gardé, et vous sera proposé de nouveau, jusqu’au prochain enregistrement.',
  draftResume: 'Reprendre le brouillon',
  draftIgnore: 'Ignorer pour l’instant',
  iconChoose: 'Choisir une autre icône',
  iconNone: 'Aucune icône',
  iconFilter: 'Chercher une icône',
  iconCurrent: 'Icône choisie',
  iconNoMatch: (search: string) =>
    `Aucune icône ne correspond à « ${search} ». Essayez un autre mot (« argent », « maison », « fleur »…), ou effacez la recherche pour les voir toutes.`,
  untitled: (item: string) => `${item.charAt(0).toUpperCase()}${item.slice(1)} sans titre`,
  refusedUpload: (name: string, reason: string) => `« ${name} » n’a pas été envoyé. ${reason}`,
  framedTitle: 'L’éditeur ne s’ouvre pas ici',
  framed:
    'L’éditeur du site refuse de s’afficher dans le cadre d’une autre page : une page piégée pourrait s’en servir pour publier ou supprimer à votre place. Ouvrez-le directement, à sa propre adresse.',
  framedOpen: 'Ouvrir l’éditeur dans un nouvel onglet',
  itemPath: (index: number) => `n° ${index + 1}`,
  removedItem: (item: string) => `Supprimé : « ${item} »`,
  undoRemoval: 'Annuler la suppression',
  undoRemovalOf: (item: string) => `Annuler la suppression de « ${item} »`,
  undoByKeyboard: 'Ctrl+Z (⌘+Z sur Mac) annule la dernière suppression, hors d’un champ de texte.',
  settingsTitle: 'Réglages du site',
  previewWidth: 'Largeur de l’aperçu',
  previewWidths: { phone: 'Téléphone', tablet: 'Tablette', desktop: 'Ordinateur' },
  previewScale: (pixels: number, percent: number) =>
    percent < 100 ? `${pixels}\u00a0px, affiché à ${percent}\u00a0%` : `${pixels}\u00a0px`,
  copied: (parts: readonly string[], from: string) =>
    `${come(parts)} de la page${from ? ` « ${from} »` : ''} copiée : ${parts.length > 1 ? 'réécrivez-les' : 'réécrivez-le'} pour cette page.`,
  copiedItems: (counted: Counted, from: string) =>
    `${itemsCome(counted)} de la page${from ? ` « ${from} »` : ''} copiée : ${counted.kept > 1 ? 'remplacez-les' : 'remplacez-le'} pour cette page.`,
  fromModel: (parts: readonly string[]) =>
    `${come(parts)} du modèle des nouvelles pages métier : ${parts.length > 1 ? 'adaptez ces textes' : 'adaptez ce texte'} si ce métier le demande.`,
  fromModelItems: (counted: Counted) =>
    `${itemsCome(counted)} du modèle des nouvelles pages métier : ${counted.kept > 1 ? 'adaptez-les' : 'adaptez-le'} si ce métier le demande.`,
  yes: 'oui',
  no: 'non',
  removeItem: (item: string) => `Supprimer « ${item} »`,
  openItem: (item: string) => `Déplier « ${item} »`,
  closeItem: (item: string) => `Replier « ${item} »`,
  moveItem: (item: string) => `Déplacer « ${item} »`,
  movable: 'élément déplaçable',
  dragInstructions:
    'Pour changer l’ordre des éléments, faites glisser cette poignée avec la souris ou le doigt. Au clavier, l’ordre ne change pas ici : supprimez l’élément, puis ajoutez-le à sa nouvelle place.',
  dragAnnouncements: {
    start: 'Élément saisi.',
    over: 'Élément au-dessus d’une nouvelle place.',
    end: 'Élément déposé à sa nouvelle place.',
    cancel: 'Déplacement annulé : l’élément reste à sa place.',
  },
} as const;
