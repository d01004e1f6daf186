// The question put when an entry opens with a draft kept in this browser (src/admin/draftBackup.ts): the editor's own
// dialog, in French, whose buttons say what they do. A native <dialog>, opened modal: the caret goes to its first
// button, the form waits behind it, and Échap ignores the draft for now, as « Ignorer pour l’instant » does.
import classes from './DraftQuestion.module.css';
import quiet from './quietButton.module.css';
import { TEXTS } from './texts';

export type DraftAnswer = 'resume' | 'ignore';

const when = (at: number) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(at);

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string | undefined, text: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className ?? '';
  made.textContent = text;
  return made;
}

/** Asks whether to take back the draft kept at `keptAt` (ms since 1970); resolves with the answer. */
export function askAboutDraft(keptAt: number): Promise<DraftAnswer> {
  return new Promise((resolve) => {
    const dialog = element('dialog', classes.dialog, '');
    const title = element('h2', classes.title, TEXTS.draftTitle);
    title.id = 'draft-question-title';
    const text = element('p', classes.text, TEXTS.draftQuestion(when(keptAt)));
    text.id = 'draft-question-text';
    dialog.setAttribute('aria-labelledby', title.id);
    dialog.setAttribute('aria-describedby', text.id);
    const resume = element('button', classes.resume, TEXTS.draftResume);
    const ignore = element('button', quiet.button, TEXTS.draftIgnore);
    const buttons = element('div', classes.buttons, '');
    buttons.append(resume, ignore);
    dialog.append(title, text, element('p', classes.note, TEXTS.draftIgnoreNote), buttons);
    const answer = (choice: DraftAnswer) => {
      dialog.close();
      dialog.remove();
      resolve(choice);
    };
    resume.type = 'button';
    ignore.type = 'button';
    resume.addEventListener('click', () => answer('resume'));
    ignore.addEventListener('click', () => answer('ignore'));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      answer('ignore');
    });
    document.body.append(dialog);
    dialog.showModal();
    resume.focus();
  });
}
