import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { placeOf, type ContentProblem } from '~/check/problem';
import classes from './ContentProblems.module.css';

type ContentProblemsProps = {
  problems: readonly ContentProblem[];
  onClose: () => void;
};

const heading = (count: number) => (count === 1 ? 'Le contenu a 1 erreur à corriger' : `Le contenu a ${count} erreurs à corriger`);

/**
 * Dev only: the content check's problems, as the terminal says them, over the page. A modal dialog (Échap or the
 * button closes it); the next save that fixes the content closes it too.
 */
export default function ContentProblems({ problems, onClose }: ContentProblemsProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Removed from the page, the dialog leaves the top layer by itself; closing it there would report a close.
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog ref={dialog} className={classes.dialog} aria-labelledby={titleId} onClose={onClose}>
      <Stack gap="md">
        <Title order={2} id={titleId} className={classes.title}>
          {heading(problems.length)}
        </Title>
        <Text>La page montre le dernier contenu correct. Corrigez le fichier puis enregistrez : cette fenêtre se fermera d’elle-même.</Text>
        <ol className={classes.list}>
          {problems.map((problem, i) => (
            <li key={i} className={classes.problem}>
              <Text className={classes.place}>{placeOf(problem)}</Text>
              <Text fw={700}>{problem.field ? `Champ « ${problem.field} »` : 'Le fichier entier'}</Text>
              <Text>{problem.problem}</Text>
              <Text>
                <strong>Pour corriger :</strong> {problem.fix}
              </Text>
            </li>
          ))}
        </ol>
        <Group justify="flex-end">
          <Button onClick={() => dialog.current?.close()}>Fermer</Button>
        </Group>
      </Stack>
    </dialog>
  );
}
