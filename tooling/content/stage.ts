// What contentlayer2 reads: a copy of content/ holding only the files the content check accepted, as it read them
// (.contentlayer/content, its documented `contentDirPath`, given by generate.ts). contentlayer2 parses Markdown with
// gray-matter, which runs a front matter opened by `---js` as JavaScript, and reads `.mdx` and `.json` files the check
// never lists; `contentlayer2 dev` watches its folder and reads a saved file at once. Given content/ itself, it ran
// such a file before any check could refuse it. It now sees a file only once the whole content passed the check
// (`npm run content`, each save in `npm run dev`), and the text it sees is the text that was checked.
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder, type ContentFile } from './files.ts';

export const STAGE_DIR = path.resolve('.contentlayer/content');

export type CheckedFile = Pick<ContentFile, 'relative' | 'text' | 'mtimeMs'>;

const sameFile = (target: string, { text, mtimeMs }: CheckedFile) => {
  try {
    return Math.trunc(fs.statSync(target).mtimeMs) === Math.trunc(mtimeMs) && fs.readFileSync(target, 'utf8') === text;
  } catch {
    return false;
  }
};

/**
 * Makes the stage hold exactly `files`: each one whose text or time of change differs is written beside the stage
 * and renamed into it (contentlayer2's watcher never reads half a file), with the time of change of the file it was
 * read from (contentlayer2's cache and the content stamp go by it); any other file is removed. Returns the number
 * of files written or removed.
 */
export function stageContent(files: readonly CheckedFile[], stage = STAGE_DIR): number {
  let changed = 0;
  const aside = `${stage}.${process.pid}.tmp`;
  fs.mkdirSync(stage, { recursive: true });
  for (const file of files) {
    const target = path.join(stage, file.relative);
    if (sameFile(target, file)) continue;
    fs.writeFileSync(aside, file.text);
    fs.utimesSync(aside, new Date(), new Date(Math.trunc(file.mtimeMs)));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(aside, target);
    changed++;
  }
  const kept = new Set(files.map((file) => file.relative));
  for (const extra of filesUnder(stage).filter((file) => !kept.has(file))) {
    fs.rmSync(path.join(stage, extra), { force: true });
    changed++;
  }
  return changed;
}
