// The editor's media upload accepts what public/'s rules accept (src/check/publicFile.ts, the content check's own), and
// no SVG: a photo, image, video or captions whose bytes are what its name says, under the size cap. In production
// the editor commits straight to GitHub, where no local backend can check: the file is checked here, in the browser,
// before Decap reads it. Decap's upload is a file <input>; its change event is held at the window, before React sees
// it, while the file is read, then given back to Decap, or refused with the reason and the input emptied.
import { publicFileNameProblem, uploadedFileProblem } from '~/check/publicFile';
import { TEXTS } from './texts';

/** The change events this module gives back to Decap once their files are checked. */
const checkedEvents = new WeakSet<Event>();

/** The first problem among `files`, as the sentence shown to the marketer, or null. */
export async function uploadProblem(files: readonly File[]): Promise<string | null> {
  for (const file of files) {
    // The name and size first: a file too heavy is not read.
    const problem = publicFileNameProblem(file.name, file.size) ?? uploadedFileProblem(file.name, new Uint8Array(await file.arrayBuffer()));
    if (problem) return TEXTS.refusedUpload(file.name, `${problem.problem} ${problem.fix}`);
  }
  return null;
}

export function checkUploads(view: Window = window) {
  view.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || checkedEvents.has(event)) return;
      const files = [...(input.files ?? [])];
      if (files.length === 0) return;
      event.stopImmediatePropagation();
      void uploadProblem(files).then((problem) => {
        if (problem) {
          input.value = '';
          view.alert(problem);
          return;
        }
        const again = new Event('change', { bubbles: true });
        checkedEvents.add(again);
        input.dispatchEvent(again);
      });
    },
    { capture: true },
  );
}
