// The dev dialog's French texts (npm run dev only), beside the content check's own messages (src/check/).
export const TEXTS = {
  heading: (count: number) => (count === 1 ? 'Le contenu a 1 erreur à corriger' : `Le contenu a ${count} erreurs à corriger`),
  intro: 'La page montre le dernier contenu correct. Corrigez le fichier puis enregistrez : cette fenêtre se fermera d’elle-même.',
  field: (label: string) => `Champ « ${label} »`,
  wholeFile: 'Le fichier entier',
  fix: 'Pour corriger :',
  close: 'Fermer',
} as const;
