// tooling/server/serve.ts against a small published folder: GitHub Pages' redirects, bad requests, ranges, types, hidden files.
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/** The ports of two servers on the same folder: the system picks free ones (--port 0), so parallel runs never collide. */
const PORTS: number[] = [];
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
const FILES: Record<string, string | Buffer> = {
  'index.html': '<h1>Accueil</h1>',
  '404.html': '<h1>Page introuvable</h1>',
  'cgv/index.html': '<h1>CGV</h1>',
  'café/index.html': '<h1>Café</h1>',
  'sites/eco-farm/index.html': '<h1>Eco farm</h1>',
  _headers:
    '/*\n  X-Frame-Options: DENY\n/cgv/*\n  Cache-Control: no-cache\n  X-Policy: a\n/cgv/\n  X-Policy: b\n/404.html\n  X-Not-Found: yes\n',
  'media/demo.mp4': VIDEO,
  'media/demo.vtt': 'WEBVTT\n',
  'media/a.avif': 'a',
  'media/a.webp': 'w',
  'fonts/a.woff2': 'f',
  'site.webmanifest': '{}',
};

let dir: string;
const servers: ChildProcess[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  for (const [name, body] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  fs.writeFileSync(path.join(os.tmpdir(), 'outside-secret.txt'), 'secret');
  for (let i = 0; i < 2; i++) {
    const server = spawn(process.execPath, ['tooling/server/serve.ts', '--port', '0', '--dir', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BASE_PATH: '/' },
    });
    servers.push(server);
    const line = await new Promise<string>((resolve) => server.stdout?.once('data', (chunk: Buffer) => resolve(String(chunk))));
    PORTS.push(Number(/^Static site on http:\/\/127\.0\.0\.1:(\d+)\//.exec(line)?.[1]));
  }
});

afterAll(() => {
  for (const server of servers) server.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A raw request: fetch would clean the path (`/%2e%2e/`, `//`) before sending it. */
function request(rawPath: string, { method = 'GET', headers = {} as Record<string, string>, server = 0 } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORTS[server], path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("GitHub Pages' addresses", () => {
  test.each([
    ['/cgv', 301, '/cgv/'],
    ['/sites/eco-farm?x=1', 301, '/sites/eco-farm/?x=1'],
    ['/caf%C3%A9', 301, '/caf%C3%A9/'],
  ] as const)('%s answers %i to %s', async (from, status, location) => {
    const answer = await request(from);
    expect([answer.status, answer.headers.location]).toEqual([status, location]);
  });

  test('a page is served at its own address as is', async () => {
    for (const [address, h1] of [
      ['/', 'Accueil'],
      ['/cgv/', 'CGV'],
      ['/sites/eco-farm/', 'Eco farm'],
    ] as const) {
      const answer = await request(address);
      expect(answer.status, address).toBe(200);
      expect(answer.body.toString()).toContain(h1);
    }
  });

  test('index files are served as they are: the page moves to its address before hydrating', async () => {
    expect((await request('/cgv/index.html')).status).toBe(200);
    expect((await request('/index')).body.toString()).toContain('Accueil');
  });

  test('an unknown address is 404.html with status 404 and the headers of 404.html', async () => {
    const answer = await request('/cgv-inconnue/');
    expect([answer.status, answer.headers['x-not-found']]).toEqual([404, 'yes']);
    expect(answer.body.toString()).toContain('Page introuvable');
  });

  test('headers come from _headers: every matching block, the values of a header two blocks set joined', async () => {
    const answer = await request('/cgv/');
    expect([answer.headers['x-frame-options'], answer.headers['cache-control'], answer.headers['x-policy']]).toEqual([
      'DENY',
      'no-cache',
      'a, b',
    ]);
  });
});

describe('a sturdy server', () => {
  test('malformed addresses get a 400 and the server keeps serving', async () => {
    for (const bad of ['/%', '/%E0%A4%A', '//', '//evil.example/x', '/a%00b']) expect((await request(bad)).status, bad).toBe(400);
    expect((await request('/')).status).toBe(200);
  });

  test('no address redirects off the site: a decoded path holding // or \\ is a 404', async () => {
    for (const attempt of [
      '/%2Fevil.example%2F..%2Fcgv',
      '/%2F%2Fevil.example%2F..%2Fcgv',
      '/%5Cevil.example%2F..%2Fcgv',
      '/cgv%2F%2F',
      '/%5C%5Cevil.example/',
    ]) {
      const answer = await request(attempt);
      expect([answer.status, answer.headers.location], attempt).toEqual([404, undefined]);
    }
  });

  test('path traversal in any encoding stays inside the folder', async () => {
    for (const attempt of [
      '/../outside-secret.txt',
      '/%2e%2e/outside-secret.txt',
      '/%2E%2E%2Foutside-secret.txt',
      '/cgv/..%2F..%2Foutside-secret.txt',
      '/%252e%252e/outside-secret.txt',
      '/..%5coutside-secret.txt',
    ]) {
      const answer = await request(attempt);
      expect(answer.body.toString(), attempt).not.toContain('secret');
      expect([400, 404], attempt).toContain(answer.status);
    }
  });

  test('_headers is never served, whatever the encoding of its name', async () => {
    for (const name of ['/_headers', '/%5Fheaders', '/%5fheaders', '/cgv/../_headers', '/%5F%68eaders', '/_headers/']) {
      const answer = await request(name);
      expect(answer.status, name).toBe(404);
      expect(answer.body.toString(), name).not.toContain('X-Frame-Options');
    }
  });

  test('HEAD answers with the length and no body', async () => {
    const answer = await request('/media/demo.mp4', { method: 'HEAD' });
    expect([answer.status, answer.headers['content-length'], answer.body.length]).toEqual([200, '1000', 0]);
    const page = await request('/cgv/', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(Number(page.headers['content-length'])).toBeGreaterThan(0);
    expect(page.body.length).toBe(0);
  });

  test('other methods get a 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await request('/', { method });
      expect([answer.status, answer.headers.allow], method).toEqual([405, 'GET, HEAD']);
    }
  });

  test('a byte range gets a 206 with Content-Range, an impossible one a 416', async () => {
    const first = await request('/media/demo.mp4', { headers: { range: 'bytes=0-99' } });
    expect([first.status, first.headers['content-range'], first.headers['content-length']]).toEqual([206, 'bytes 0-99/1000', '100']);
    expect(first.body.equals(VIDEO.subarray(0, 100))).toBe(true);
    const open = await request('/media/demo.mp4', { headers: { range: 'bytes=990-' } });
    expect([open.status, open.headers['content-range']]).toEqual([206, 'bytes 990-999/1000']);
    const suffix = await request('/media/demo.mp4', { headers: { range: 'bytes=-10' } });
    expect(suffix.body.equals(VIDEO.subarray(990))).toBe(true);
    const beyond = await request('/media/demo.mp4', { headers: { range: 'bytes=5000-' } });
    expect([beyond.status, beyond.headers['content-range']]).toEqual([416, 'bytes */1000']);
    const several = await request('/media/demo.mp4', { headers: { range: 'bytes=0-1,5-6' } });
    expect([several.status, several.body.length]).toEqual([200, 1000]);
  });

  test.each([
    ['/media/demo.vtt', 'text/vtt; charset=utf-8'],
    ['/media/a.avif', 'image/avif'],
    ['/media/a.webp', 'image/webp'],
    ['/fonts/a.woff2', 'font/woff2'],
    ['/site.webmanifest', 'application/manifest+json'],
    ['/media/demo.mp4', 'video/mp4'],
  ])('%s is sent as %s', async (file, type) => {
    expect((await request(file)).headers['content-type']).toBe(type);
  });
});

describe('compression', () => {
  test('brotli and gzip bodies decode to the file', async () => {
    const br = await request('/cgv/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect([br.headers['content-encoding'], zlib.brotliDecompressSync(br.body).toString()]).toEqual(['br', FILES['cgv/index.html']]);
    const gzip = await request('/cgv/', { headers: { 'accept-encoding': 'gzip' } });
    expect([gzip.headers['content-encoding'], zlib.gunzipSync(gzip.body).toString()]).toEqual(['gzip', FILES['cgv/index.html']]);
    expect((await request('/media/a.avif', { headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
  });

  test('a body compressed by one server is read from the disk cache by the next, not compressed again', async () => {
    const text = `<p>${crypto.randomUUID()}</p>`;
    fs.writeFileSync(path.join(dir, 'fresh.html'), text);
    const entry = path.resolve('node_modules/.cache/compressed', `${crypto.createHash('sha256').update(text).digest('hex')}.br11`);
    try {
      const first = await request('/fresh.html', { headers: { 'accept-encoding': 'br' } });
      expect(zlib.brotliDecompressSync(first.body).toString()).toBe(text);
      expect(zlib.brotliDecompressSync(fs.readFileSync(entry)).toString()).toBe(text);
      // Another server process has no copy in memory: what it sends can only come from the entry on disk.
      fs.writeFileSync(entry, zlib.brotliCompressSync('<p>depuis le cache</p>'));
      const next = await request('/fresh.html', { headers: { 'accept-encoding': 'br' }, server: 1 });
      expect(zlib.brotliDecompressSync(next.body).toString()).toBe('<p>depuis le cache</p>');
    } finally {
      fs.rmSync(entry, { force: true });
    }
  });
});
