// @vitest-environment node
// The editor's local backend (tooling/cms/server.ts: decap-server behind tooling/cms/backendGuard.ts), started on a
// throwaway project and attacked as issues 38 and 48 did: files outside the content, another local page, a rebound
// Host, media that would run as a page from the site's address.
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uploadedFileProblem } from '../../src/check/publicFile';
import { MAX_BODY_BYTES } from '../../tooling/cms/backendGuard';
import { MAX_CONTENT_FILE_BYTES } from '../../tooling/content/files';
import { CLEAN_SVG, RUNNING_FILES, SERVED_FILES } from '../fixtures/publicFiles';
import { DEV_PORT, getEntry, localBackend, persist } from '../localBackend';

const GIT_CONFIG = '[core]\n\trepositoryformatversion = 0\n';
const VITE_CONFIG = 'export default {};\n';
const backend = localBackend({
  'content/trades/avocat.md': '---\nname: Avocat\n---\nTexte\n',
  'content/site.yaml': 'brand: Test\n',
  'vite.config.ts': VITE_CONFIG,
  '.git/config': GIT_CONFIG,
  'public/media/.keep': '',
});
const { dir, post, expectRefusedInFrench } = backend;

/** The status of a request written on a socket as it is, piece by piece; the server may answer before the end. */
function rawStatus(headers: Record<string, string>, pieces: string[]): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(backend.port, '127.0.0.1');
    const head = Object.entries({
      Host: `127.0.0.1:${backend.port}`,
      Origin: `http://127.0.0.1:${DEV_PORT}`,
      'Content-Type': 'application/json',
      ...headers,
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    let answer = '';
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0)));
    socket.on('error', () => {});
    socket.write(`POST /api/v1 HTTP/1.1\r\n${head}Connection: close\r\n\r\n`);
    void (async () => {
      for (const piece of pieces) {
        if (socket.destroyed || answer) return;
        socket.write(piece);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
  });
}

const persistMedia = (file: string, bytes: Buffer) =>
  post(
    {
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path: file, content: bytes.toString('base64'), encoding: 'base64' },
        options: { commitMessage: 'x' },
      },
    },
    {},
  );

beforeAll(() => backend.start());
afterAll(() => backend.stop());

describe('the editor’s local backend serves the content and nothing else', () => {
  test('the editor still reads and writes its content', async () => {
    const read = await post(getEntry('content/trades/avocat.md'));
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body).data).toContain('Avocat');
    expect((await post(persist('content/trades/avocat.md', '---\nname: Notaire\n---\n'))).status).toBe(200);
    expect(fs.readFileSync(path.join(dir, 'content/trades/avocat.md'), 'utf8')).toContain('Notaire');
    expect((await post(persist('content/site.yaml', 'brand: Autre\n'))).status).toBe(200);
  });

  test('a persistEntry on vite.config.ts or .git/config is refused, and neither file changes', async () => {
    for (const file of ['vite.config.ts', '.git/config', 'content/trades/../../vite.config.ts', 'content/README.md', 'content/trades/x.ts'])
      expectRefusedInFrench(await post(persist(file, 'import("node:child_process");\n[core]\n\tfsmonitor = touch pwned\n')));
    expect(fs.readFileSync(path.join(dir, 'vite.config.ts'), 'utf8')).toBe(VITE_CONFIG);
    expect(fs.readFileSync(path.join(dir, '.git/config'), 'utf8')).toBe(GIT_CONFIG);
    expect(fs.existsSync(path.join(dir, 'content/trades/x.ts'))).toBe(false);
  });

  test('a getEntry on .git/config is refused, and so is a link in the content that leads to it', async () => {
    const answer = await post(getEntry('.git/config'));
    expectRefusedInFrench(answer);
    expect(answer.body).not.toContain('repositoryformatversion');
    fs.symlinkSync(path.join(dir, '.git/config'), path.join(dir, 'content/trades/lien.md'));
    try {
      const linked = await post(getEntry('content/trades/lien.md'));
      expectRefusedInFrench(linked);
      expect(linked.body).not.toContain('repositoryformatversion');
      const listed = await post({
        action: 'entriesByFolder',
        params: { branch: 'main', folder: 'content/trades', extension: 'md', depth: 1 },
      });
      expectRefusedInFrench(listed);
      expect(listed.body).not.toContain('repositoryformatversion');
    } finally {
      fs.rmSync(path.join(dir, 'content/trades/lien.md'));
    }
  });

  test('a page of another local origin, or none, is refused', async () => {
    for (const origin of [`http://127.0.0.1:${DEV_PORT + 1}`, 'http://localhost:8000', 'null', 'https://evil.example'])
      expectRefusedInFrench(await post(getEntry('content/site.yaml'), { Origin: origin }));
    expectRefusedInFrench(await post(getEntry('content/site.yaml'), { Origin: '' }));
  });

  test('a request whose Host is not the backend’s own (DNS rebinding) is refused', async () => {
    const answer = await post(getEntry('content/site.yaml'), {
      Host: `rebind.evil.example:${backend.port}`,
      Origin: `http://rebind.evil.example:${backend.port}`,
    });
    expectRefusedInFrench(answer);
    expectRefusedInFrench(await post({ action: 'info' }, { Host: `rebind.evil.example:${backend.port}` }));
  });

  test('a body past the content’s limits, text that is not JSON and an unknown action are refused in French', async () => {
    expectRefusedInFrench(await post(persist('content/trades/avocat.md', 'x'.repeat(MAX_CONTENT_FILE_BYTES + 1))));
    expectRefusedInFrench(await post('{"action":', {}));
    expectRefusedInFrench(await post({ action: 'info' }, { 'Content-Type': 'text/plain' }));
    expectRefusedInFrench(await post({ action: 'publishUnpublishedEntry', params: { collection: 'x', slug: 'y' } }));
    // Announced too large: refused before a byte of it is read. Sent in chunks, unannounced: refused past the limit.
    expect(await rawStatus({ 'Content-Length': String(MAX_BODY_BYTES + 1) }, ['{"action":"info"'])).toBe(413);
    const chunk = `${'x'.repeat(1024 * 1024)}`;
    const pieces = ['{"action":"info","pad":"', ...Array.from({ length: Math.ceil(MAX_BODY_BYTES / chunk.length) + 1 }, () => chunk)];
    expect(
      await rawStatus({ 'Transfer-Encoding': 'chunked' }, [
        ...pieces.map((p) => `${Buffer.byteLength(p).toString(16)}\r\n${p}\r\n`),
        '0\r\n\r\n',
      ]),
    ).toBe(413);
  });

  test('a media upload obeys public/’s rules: each file that could run as a page is refused, and never written', async () => {
    for (const { name, bytes, what } of [...RUNNING_FILES, CLEAN_SVG]) {
      const answer = await persistMedia(`public/media/${name}`, bytes);
      expectRefusedInFrench(answer);
      // In the rule's own words (a hidden name is refused before, as a path outside the content).
      if (!name.startsWith('.')) expect(JSON.parse(answer.body).error, what).toContain(uploadedFileProblem(name, bytes)?.problem);
      expect(fs.existsSync(path.join(dir, 'public/media', name)), what).toBe(false);
    }
  });

  test('the kinds of file the site serves upload as they are: photos, images, video, captions', async () => {
    for (const { name, bytes, what } of SERVED_FILES) {
      expect((await persistMedia(`public/media/${name}`, bytes)).status, what).toBe(200);
      expect(fs.readFileSync(path.join(dir, 'public/media', name)).equals(bytes), what).toBe(true);
    }
  });
});
