// @vitest-environment node
// The editor's local backend changes one entry's file, and reads no file through a link (issue 48): attacked through
// the real server process. Before: a rename moved every file of content/legal into content/trades, deleteFile removed
// content/site.yaml, and listing public/media returned package.json's text through a link.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getEntry, localBackend, persist } from '../localBackend';

const PACKAGE = '{ "name": "secret-du-projet" }\n';
const LEGAL = ['content/legal/cgv.md', 'content/legal/mentions-legales.md'];
const backend = localBackend({
  'content/trades/avocat.md': '---\nname: Avocat\n---\nTexte\n',
  'content/trades/dentiste.md': '---\nname: Dentiste\n---\nTexte\n',
  ...Object.fromEntries(LEGAL.map((file) => [file, '---\ntitle: Légal\n---\nTexte\n'])),
  'content/site.yaml': 'brand: Test\n',
  'content/pages/landing.yaml': 'blocks: []\n',
  'public/media/photo.png': 'png',
  'package.json': PACKAGE,
});
const { post, file, expectRefusedInFrench } = backend;
const exists = (relative: string) => fs.existsSync(file(relative));
const read = (relative: string) => fs.readFileSync(file(relative), 'utf8');
const link = (target: string, at: string) => fs.symlinkSync(file(target), file(at));

beforeAll(() => backend.start());
afterAll(() => backend.stop());

/** Resolves once `check` holds: decap-server answers a rename before it moves the file. */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('a rename', () => {
  test('out of the entry’s own collection folder is refused, and nothing moves', async () => {
    expectRefusedInFrench(await post(persist('content/legal/cgv.md', '---\ntitle: Légal\n---\n', 'content/trades/cgv.md')));
    expectRefusedInFrench(await post(persist('content/site.yaml', 'brand: Test\n', 'content/pages/site.yaml')));
    expectRefusedInFrench(await post(persist('content/trades/avocat.md', '---\nname: Avocat\n---\n', 'content/site.yaml')));
    for (const legal of LEGAL) expect(exists(legal), legal).toBe(true);
    expect(exists('content/trades/cgv.md')).toBe(false);
    expect(read('content/site.yaml')).toBe('brand: Test\n');
  });

  test('onto another entry is refused: it would overwrite it', async () => {
    expectRefusedInFrench(await post(persist('content/trades/avocat.md', '---\nname: Avocat\n---\n', 'content/trades/dentiste.md')));
    expect(read('content/trades/dentiste.md')).toContain('Dentiste');
  });

  test('within its folder moves that file alone', async () => {
    fs.mkdirSync(file('content/legal/ancien'), { recursive: true });
    fs.writeFileSync(file('content/legal/ancien/note.md'), 'x');
    const answer = await post({
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [
          {
            slug: 'conditions',
            path: 'content/legal/cgv.md',
            raw: '---\ntitle: Conditions\n---\n',
            newPath: 'content/legal/conditions.md',
          },
        ],
        assets: [],
        // What Decap sends for a collection without `nested.subfolders: false`: decap-server then moved the whole folder.
        options: { collectionName: 'legal', commitMessage: 'x', useWorkflow: false, status: 'draft', hasSubfolders: true },
      },
    });
    expect(answer.status).toBe(200);
    await until(() => exists('content/legal/conditions.md'));
    expect(read('content/legal/conditions.md')).toContain('Conditions');
    expect(exists('content/legal/cgv.md')).toBe(false);
    expect(exists('content/legal/mentions-legales.md')).toBe(true);
    expect(exists('content/legal/ancien/note.md')).toBe(true);
    fs.renameSync(file('content/legal/conditions.md'), file('content/legal/cgv.md'));
  });
});

describe('a deletion', () => {
  test.each(['content/site.yaml', 'content/pages/landing.yaml'])('of %s, a single-file entry, is refused', async (single) => {
    const before = read(single);
    expectRefusedInFrench(await post({ action: 'deleteFile', params: { branch: 'main', path: single, options: { commitMessage: 'x' } } }));
    expectRefusedInFrench(
      await post({ action: 'deleteFiles', params: { branch: 'main', paths: [single], options: { commitMessage: 'x' } } }),
    );
    expect(read(single)).toBe(before);
  });

  test('of a page of a collection still goes through', async () => {
    fs.writeFileSync(file('content/trades/a-supprimer.md'), '---\nname: X\n---\n');
    const answer = await post({
      action: 'deleteFile',
      params: { branch: 'main', path: 'content/trades/a-supprimer.md', options: { commitMessage: 'x' } },
    });
    expect(answer.status).toBe(200);
    expect(exists('content/trades/a-supprimer.md')).toBe(false);
  });
});

describe('no read follows a link', () => {
  test('a media listing with a link in the folder is refused, and returns no file of the project', async () => {
    link('package.json', 'public/media/lien.png');
    try {
      const listed = await post({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/media' } });
      expectRefusedInFrench(listed);
      expect(listed.body).not.toContain(Buffer.from(PACKAGE).toString('base64').slice(0, 16));
      const one = await post({ action: 'getMediaFile', params: { branch: 'main', path: 'public/media/lien.png' } });
      expectRefusedInFrench(one);
      expect(one.body).not.toContain(Buffer.from(PACKAGE).toString('base64').slice(0, 16));
    } finally {
      fs.rmSync(file('public/media/lien.png'));
    }
    const listed = await post({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/media' } });
    expect(listed.status).toBe(200);
    expect(JSON.parse(listed.body)).toHaveLength(1);
  });

  test('an entry that is a link to another entry is refused', async () => {
    link('content/legal/mentions-legales.md', 'content/trades/lien.md');
    try {
      expectRefusedInFrench(await post(getEntry('content/trades/lien.md')));
      expectRefusedInFrench(await post(persist('content/trades/lien.md', '---\nname: Lien\n---\n')));
      expect(read('content/legal/mentions-legales.md')).toContain('Légal');
    } finally {
      fs.rmSync(file('content/trades/lien.md'));
    }
  });

  test('a link that leads nowhere yet is not written through', async () => {
    fs.symlinkSync(file('.git/hooks/pre-commit'), file('content/trades/nulle-part.md'));
    try {
      expectRefusedInFrench(await post(persist('content/trades/nulle-part.md', '#!/bin/sh\ntouch pirate\n')));
      expect(exists('.git/hooks/pre-commit')).toBe(false);
    } finally {
      fs.rmSync(file('content/trades/nulle-part.md'));
    }
  });

  test('a collection listing is of the folder itself, not of sub-folders where links hide', async () => {
    fs.mkdirSync(file('content/trades/sous'), { recursive: true });
    link('package.json', 'content/trades/sous/lien.md');
    try {
      for (const depth of [2, 100, undefined]) {
        const listed = await post({
          action: 'entriesByFolder',
          params: { branch: 'main', folder: 'content/trades', extension: 'md', depth },
        });
        expectRefusedInFrench(listed);
        expect(listed.body).not.toContain('secret-du-projet');
      }
      const listed = await post({
        action: 'entriesByFolder',
        params: { branch: 'main', folder: 'content/trades', extension: 'md', depth: 1 },
      });
      expect(listed.status).toBe(200);
      expect(listed.body).not.toContain('secret-du-projet');
    } finally {
      fs.rmSync(file('content/trades/sous'), { recursive: true });
    }
  });
});
