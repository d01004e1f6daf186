// A refused save, said in the editor's own notice: the fields to fix, each with the build's own words. Decap asks
// every field's control `isValid()` (containers: `validate()`) when « Publier » is pressed, all in one go, and refuses
// the save if one answers with an error, without saying so unless a required field is empty. Each checked control
// (src/admin/checked.tsx) reports here what it answered; once Decap has asked them all, the notice lists the
// mistakes, or goes away when there are none. A field fixed afterwards, or gone from the screen, leaves the list
// (the notice goes with the last one). It is a live region of its own, outside Decap's toasts.
import classes from './RefusalNotice.module.css';
import quiet from './quietButton.module.css';
import { TEXTS } from './texts';

/** How many mistakes the notice lists; the others are counted. */
const SHOWN = 5;

type Answer = { id: string; label: string; messages: string[] };

/** What each control answered during the current round of checks, by its field id. */
const answers = new Map<string, Answer>();
let pending = false;
let notice: HTMLElement | undefined;
/** The lines of the notice on screen, by field id. */
const shown = new Map<string, HTMLElement[]>();

/** The notice's live region: in the page from the start, so that a screen reader reads what comes into it. */
function region(): HTMLElement {
  if (notice?.isConnected) return notice;
  notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.className = classes.notice ?? '';
  document.body.append(notice);
  return notice;
}

/** Empties the notice (a save that went through, the notice closed). */
export function clearRefusal() {
  shown.clear();
  region().replaceChildren();
}

function show(refused: Answer[]) {
  const box = region();
  const title = document.createElement('p');
  title.className = classes.title ?? '';
  title.textContent = TEXTS.refusedSave;
  const list = document.createElement('ul');
  list.className = classes.list ?? '';
  shown.clear();
  const lines = refused.flatMap(({ id, label, messages }) => messages.map((message) => ({ id, text: TEXTS.refusedField(label, message) })));
  for (const { id, text } of lines.slice(0, SHOWN)) {
    const item = document.createElement('li');
    item.textContent = text;
    list.append(item);
    shown.set(id, [...(shown.get(id) ?? []), item]);
  }
  if (lines.length > SHOWN) {
    const more = document.createElement('li');
    more.textContent = TEXTS.refusedMore(lines.length - SHOWN);
    list.append(more);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = quiet.button ?? '';
  close.textContent = TEXTS.closeNotice;
  close.addEventListener('click', clearRefusal);
  box.replaceChildren(title, list, close);
}

function endOfRound() {
  pending = false;
  const refused = [...answers.values()].filter((answer) => answer.messages.length > 0);
  answers.clear();
  if (refused.length > 0) show(refused);
  else clearRefusal();
}

/**
 * A control's answer to Decap's check before a save: `messages` empty when its value may be saved. The notice is
 * drawn once the round is over (Decap asks every control in one go, then refuses or saves).
 */
export function answered(id: string, label: string, messages: string[]) {
  answers.set(id, { id, label, messages });
  if (pending) return;
  pending = true;
  setTimeout(endOfRound, 0);
}

/**
 * The last check before a save refused it (src/admin/saveCheck.ts): its mistakes, each with the field's path as its
 * label, stay in the notice until it is closed or the save goes through (Decap's own toast fades in seconds).
 */
export function refusedBeforeSave(mistakes: { path: string; label: string; message: string }[]) {
  show(mistakes.map(({ path, label, message }) => ({ id: `avant-enregistrement:${path}`, label, messages: [message] })));
}

/** Makes the notice's live region, before any save. */
export function prepareRefusalNotice() {
  region();
}

/**
 * A field's value changed (`mistakes`: how many it has now), or the field left the screen (Decap draws a field anew
 * under a new id, and its error under it goes): once it has no mistake left, or is gone, its lines leave the notice.
 */
export function changed(id: string, mistakes: () => number) {
  const lines = shown.get(id);
  if (!lines || mistakes() > 0) return;
  for (const line of lines) line.remove();
  shown.delete(id);
  if (shown.size === 0) clearRefusal();
}
