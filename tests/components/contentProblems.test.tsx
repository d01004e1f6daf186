import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, expect, test, vi } from 'vitest';
import type { ContentProblem } from '~/check/problem';
import ContentProblems from '~/ui/ContentProblems/ContentProblems';
import { render } from '../render';

// jsdom has no modal dialogs: opening and closing one only sets `open` and fires `close`, as a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

const problems: ContentProblem[] = [
  {
    file: 'content/trades/avocat.md',
    line: 4,
    column: 1,
    field: 'headline',
    problem: 'Le champ attend un texte, pas une liste.',
    fix: 'Écrivez le titre sur une seule ligne.',
  },
  { file: 'content/site.yaml', problem: 'Le fichier n’a pas pu être lu.', fix: 'Vérifiez le décalage.' },
];

test('the content mistakes: a dialog named by its heading, each with its place, field, what is wrong and the fix', () => {
  render(<ContentProblems problems={problems} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Le contenu a 2 erreurs à corriger' });
  expect(dialog).toHaveAttribute('open');
  expect(screen.getByRole('heading', { level: 2, name: 'Le contenu a 2 erreurs à corriger' })).toBeInTheDocument();
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('content/trades/avocat.md, ligne 4, colonne 1');
  expect(items[0]).toHaveTextContent('Champ « headline »');
  expect(items[0]).toHaveTextContent('Le champ attend un texte, pas une liste.');
  expect(items[0]).toHaveTextContent('Pour corriger : Écrivez le titre sur une seule ligne.');
  expect(items[1]).toHaveTextContent('content/site.yaml');
  expect(items[1]).toHaveTextContent('Le fichier entier');
});

test('one mistake is counted in the singular; the button closes the dialog', () => {
  const onClose = vi.fn();
  render(<ContentProblems problems={problems.slice(0, 1)} onClose={onClose} />);
  screen.getByRole('dialog', { name: 'Le contenu a 1 erreur à corriger' });
  fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
  expect(onClose).toHaveBeenCalledOnce();
});
