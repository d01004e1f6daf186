/** The request form's state, as the spec names it. */
export type RequestValues = {
  nom: string;
  prenom: string;
  entreprise: string;
  email: string;
  telephone: string;
  siteActuel: string;
  reseauxSociaux: string;
  message: string;
  liens: string[];
  accepteContact: boolean;
  _gotcha: string;
};

export const emptyValues = (): RequestValues => ({
  nom: '',
  prenom: '',
  entreprise: '',
  email: '',
  telephone: '',
  siteActuel: '',
  reseauxSociaux: '',
  message: '',
  liens: [''],
  accepteContact: false,
  _gotcha: '',
});
