import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { placeOf, type ContentProblem } from '~/check/problem';
import classes from './ContentProblems.module.css';
import { TEXTS } from './texts';

type ContentProblemsProps = {
  problems: readonly ContentProblem[];
  onClose: () => void;
};

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
          {TEXTS.heading(problems.length)}
        </Title>
        <Text>{TEXTS.intro}</Text>
        <ol className={classes.list}>
          {problems.map((problem, i) => (
            <li key={i} className={classes.problem}>
              <Text className={classes.place}>{placeOf(problem)}</Text>
              <Text fw={700}>{problem.field ? TEXTS.field(problem.field) : TEXTS.wholeFile}</Text>
              <Text>{problem.problem}</Text>
              <Text>
                <strong>{TEXTS.fix}</strong> {problem.fix}
              </Text>
            </li>
          ))}
        </ol>
        <Group justify="flex-end">
          <Button onClick={() => dialog.current?.close()}>{TEXTS.close}</Button>
        </Group>
      </Stack>
    </dialog>
  );
}
