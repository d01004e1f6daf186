// @vitest-environment node
// The dev server's stand-in for the form service, fed what a browser or a broken client may send.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collect, MAX_BODY_BYTES } from '../../tooling/dev/form-collector';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'collector-'));
const file = path.join(dir, 'submissions.jsonl');
const warnings: string[] = [];
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
let server: http.Server;
let port: number;

const request = {
  nom: 'Zoë',
  prenom: 'Claire',
  entreprise: 'Pharmacie du Centre',
  email: 'claire@exemple.fr',
  _subject: 'Nouvelle demande',
};

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  server = http.createServer(collect(file, { info: () => {}, warn: (m) => warnings.push(m) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Sends the request line, headers and body pieces over a raw socket, one write per piece, and reads the status. */
function raw(pieces: (string | Buffer)[], headers: Record<string, string | number> = {}, { end = true } = {}) {
  return new Promise<number>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const head = Object.entries({ Host: 'localhost', 'Content-Type': 'application/json', ...headers })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(Number(answer.match(/^HTTP\/1\.1 (\d+)/)?.[1] ?? 0)));
    socket.on('error', () => {});
    socket.write(`POST /__form HTTP/1.1\r\n${head}\r\n`);
    (async () => {
      for (const piece of pieces) {
        socket.write(piece);
        await new Promise((r) => setTimeout(r, 30));
      }
      if (end) socket.end();
      else socket.destroy();
    })();
  });
}

const lastSaved = () => JSON.parse(fs.readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '{}') as Record<string, string>;

describe('dev form collector', () => {
  test('a character split across two packets is saved whole', async () => {
    const body = Buffer.from(JSON.stringify(request));
    const cut = body.indexOf(Buffer.from('ë')) + 1; // between the two bytes of ë
    const status = await raw([body.subarray(0, cut), body.subarray(cut)], { 'Content-Length': body.length, Connection: 'close' });
    expect(status).toBe(200);
    expect(lastSaved().nom).toBe('Zoë');
  });

  test('an upload cut off mid-way is dropped, with no unhandled rejection, and the next request is served', async () => {
    await raw(['{"nom":"Zo'], { 'Content-Length': 500 }, { end: false });
    await new Promise((r) => setTimeout(r, 100));
    expect(rejections).toEqual([]);
    expect(warnings.some((w) => /abandoned/.test(w))).toBe(true);
    const body = JSON.stringify(request);
    expect(await raw([body], { 'Content-Length': Buffer.byteLength(body), Connection: 'close' })).toBe(200);
  });

  test('a body that is not JSON gets a 400, one that is not a request a 422', async () => {
    expect(await raw(['{"nom":'], { 'Content-Length': 7, Connection: 'close' })).toBe(400);
    expect(await raw(['[1,2]'], { 'Content-Length': 5, Connection: 'close' })).toBe(422);
  });

  test(`a body above ${MAX_BODY_BYTES / 1024} KB gets a 413, announced or streamed`, async () => {
    const big = JSON.stringify({ ...request, message: 'x'.repeat(MAX_BODY_BYTES) });
    expect(await raw([big], { 'Content-Length': Buffer.byteLength(big), Connection: 'close' })).toBe(413);
    const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
    const pieces = [chunk(big.slice(0, 40_000)), chunk(big.slice(40_000)), '0\r\n\r\n'];
    expect(await raw(pieces, { 'Transfer-Encoding': 'chunked', Connection: 'close' })).toBe(413);
    expect(rejections).toEqual([]);
  });

  test('only same-origin JSON is taken: another site’s text/plain post, a foreign Origin or Sec-Fetch-Site are refused', async () => {
    const body = JSON.stringify(request);
    const length = Buffer.byteLength(body);
    const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Length': length, Connection: 'close' };
    // What a form or a no-cors fetch on another site sends: no preflight, text/plain, the JSON as text.
    expect(await raw([body], { ...crossSite, 'Content-Type': 'text/plain' })).toBe(403);
    expect(await raw([body], crossSite)).toBe(403);
    expect(await raw([body], { Origin: 'http://127.0.0.1:9999', 'Content-Length': length, Connection: 'close' })).toBe(403);
    expect(await raw([body], { 'Sec-Fetch-Site': 'same-site', 'Content-Length': length, Connection: 'close' })).toBe(403);
    expect(await raw([body], { 'Content-Type': 'text/plain', 'Content-Length': length, Connection: 'close' })).toBe(403);
    expect(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '').toBe(before);
    // The dev server's own page: its origin, same-origin, JSON.
    const own = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Length': length, Connection: 'close' };
    expect(await raw([body], own)).toBe(200);
  });
});
