// Decap's French, completed: the phrases decap-cms-locales leaves in English, the ones it leaves odd
// (« éléments(s) », « Oops »), and the messages the editor's checks share with the build (src/check).
// The French file itself: the package's main entry is a bundle of every language, which Node cannot read by name.
import fr from 'decap-cms-locales/dist/esm/fr/index.js';
import { REQUIRED_FIX, requiredMessage } from '../check/field.ts';

type Phrases = { [key: string]: string | Phrases };

const OVERRIDES: Phrases = {
  app: { header: { media: 'Médias' } },
  auth: { loginWithForgejo: 'Se connecter avec Forgejo' },
  collection: {
    // Decap writes « ＋ », a full-width sign that common fonts lack (it showed as an empty box).
    collectionTop: { viewAsList: 'Afficher en liste', viewAsGrid: 'Afficher en grille', newButton: 'Ajouter : %{collectionLabel}' },
    entries: { unpublishedHeader: 'Entrées non publiées' },
  },
  editor: {
    // Decap names each field's box after its widget (« string », « object »): no English name is read out here.
    editorControl: { field: { optional: 'facultatif', widgetLabel: 'Champ' } },
    editorControlPane: {
      widget: {
        required: `${requiredMessage('%{fieldLabel}')} ${REQUIRED_FIX}`,
        rangeCount: '« %{fieldLabel} » doit avoir de %{minCount} à %{maxCount} éléments.',
        rangeCountExact: '« %{fieldLabel} » doit avoir exactement %{count} éléments.',
        rangeMin: '« %{fieldLabel} » doit avoir au moins %{minCount} éléments.',
        rangeMax: '« %{fieldLabel} » doit avoir au plus %{maxCount} éléments.',
        processing: 'Vérification de « %{fieldLabel} » en cours…',
        regexPattern: '« %{fieldLabel} » ne suit pas la forme attendue : %{pattern}.',
      },
      i18n: {
        copyFromLocale: 'Reprendre le contenu d’une autre langue',
        copyFromLocaleConfirm: 'Reprendre le contenu de la langue %{locale} ?\nTout ce qui est saisi ici sera remplacé.',
      },
    },
    editorInterface: { toggleNotes: 'Afficher ou masquer les notes' },
    editorNotesPane: {
      title: 'Notes',
      emptyState: 'Aucune note pour l’instant. Ajoutez-en une ci-dessous pour échanger avec l’équipe.',
      addNote: 'Ajouter une note',
      addPlaceholder: 'Écrire une note…',
      editPlaceholder: 'Modifier la note…',
      save: 'Enregistrer',
      cancel: 'Annuler',
      edit: 'Modifier',
      delete: 'Supprimer',
      resolve: 'Marquer comme traitée',
      unresolve: 'Rouvrir',
      confirmDelete: 'Supprimer cette note ?',
      shortcut: 'Astuce : Ctrl+Entrée ajoute la note',
    },
    editorToolbar: {
      deleteUnpublishedChanges: 'Supprimer les modifications non publiées',
      status: 'Statut : %{status}',
      statusInfoTooltipDraft: 'L’entrée est un brouillon. Pour la proposer à la relecture, passez son statut à « En cours de révision ».',
      statusInfoTooltipInReview: 'L’entrée est en relecture : rien d’autre n’est à faire, mais vous pouvez encore la modifier.',
      // Decap says it under a new, blank entry too, where nothing was saved: a phrase true of both.
      changesSaved: 'Aucune modification à enregistrer',
    },
    editorWidgets: {
      markdown: {
        strikethrough: 'Barré',
        code: 'Code',
        markdown: 'Texte brut',
        toggleMode: { rich: 'Passer en mise en forme', markdown: 'Passer en texte brut (Markdown)' },
      },
      image: { chooseMultiple: 'Choisir des images', addMore: 'Ajouter des images', removeAll: 'Retirer toutes les images' },
      file: { chooseMultiple: 'Choisir des fichiers', addMore: 'Ajouter des fichiers', removeAll: 'Retirer tous les fichiers' },
      datetime: { setToNow: 'Mettre « %{fieldLabel} » à maintenant' },
      object: { expand: 'Déplier', collapse: 'Replier' },
      // Decap names the item in the singular, without its article (schema/fields.ts: `item`).
      list: { add: 'Ajouter : %{item}', addType: 'Ajouter : %{item}' },
    },
  },
  // The media library in the words of a file manager: « ressource », « téléverser » and « éléments sélectionnés » are
  // Decap's literal translations.
  mediaLibrary: {
    mediaLibrary: {
      onDelete: 'Supprimer ce fichier ? Les pages qui l’affichent ne pourront plus le montrer.',
      fileTooLarge: 'Ce fichier est trop lourd : l’éditeur n’envoie pas de fichier de plus de %{size} Ko.',
    },
    mediaLibraryModal: {
      close: 'Fermer',
      images: 'Images',
      loading: 'Chargement…',
      noAssetsFound: 'Aucun fichier ici pour l’instant.',
      noImagesFound: 'Aucune image ici pour l’instant.',
      mediaAssets: 'Fichiers',
      search: 'Chercher un fichier…',
      uploading: 'Envoi en cours…',
      upload: 'Envoyer un fichier',
      deleting: 'Suppression…',
      deleteSelected: 'Supprimer la sélection',
      chooseSelected: 'Utiliser la sélection',
    },
  },
  workflow: {
    workflow: {
      description:
        '%{smart_count} entrée en attente de relecture ; prêtes à publier : %{readyCount}. |||| %{smart_count} entrées en attente de relecture ; prêtes à publier : %{readyCount}.',
    },
  },
  ui: {
    settingsDropdown: { account: 'Menu du compte' },
    toast: {
      missingRequiredField: 'Enregistrement refusé : corrigez les champs signalés en rouge.',
      onFailToPersist: '%{details}',
      noteAdded: 'Note ajoutée',
      onFailToAddNote: 'La note n’a pas pu être ajoutée : %{details}',
      noteUpdated: 'Note modifiée',
      onFailToUpdateNote: 'La note n’a pas pu être modifiée : %{details}',
      noteDeleted: 'Note supprimée',
      onFailToDeleteNote: 'La note n’a pas pu être supprimée : %{details}',
      noteResolved: 'Note marquée comme traitée',
      noteReopened: 'Note rouverte',
      onFailToToggleNote: 'Le statut de la note n’a pas pu être changé : %{details}',
    },
  },
};

function merged(base: Phrases, over: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = result[key];
    result[key] = typeof value === 'object' && typeof current === 'object' ? merged(current, value) : value;
  }
  return result;
}

/** Decap's French phrases with the editor's completions. */
export const FRENCH = merged(fr as Phrases, OVERRIDES);

/** One of the editor's French phrases, by its Decap key (`ui.toast.entrySaved`). */
export function phrase(key: string): string {
  const found = key
    .split('.')
    .reduce<string | Phrases | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), FRENCH);
  if (typeof found !== 'string') throw new Error(`no phrase ${key}`);
  return found;
}
