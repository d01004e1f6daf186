// The Chromium of `npm run bench` (tooling/bench/chrome.ts): a page of this machine loads, and every outside host it
// asks for (an image, a stylesheet's background, an iframe) fails at once, through the offline rule, not the DNS.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBenchChrome } from '../../tooling/bench/chrome.ts';

const PAGE = `<!doctype html><html><head><title>Banc</title>
<style>.badge { width: 10px; height: 10px; background: url(https://img.shields.io/badge.svg) }</style></head>
<body><h1>Banc</h1><div class="badge"></div><img src="/local.svg" alt="">
<img src="https://images.unsplash.com/photo-1?w=400" alt=""><img src="https://cdn.pixabay.com/logo.png" alt="">
<iframe src="https://www.youtube.com/embed/x" title="Vidéo"></iframe></body></html>`;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

let server: http.Server;
let origin: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const svg = req.url === '/local.svg';
    res.writeHead(200, { 'content-type': svg ? 'image/svg+xml' : 'text/html; charset=utf-8' });
    res.end(svg ? SVG : PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the bench’s Chromium loads this machine’s pages and fails every outside request at once', async () => {
  const chrome = await launchBenchChrome();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    const failed = new Map<string, string>();
    const loaded: string[] = [];
    page.on('requestfailed', (request) => failed.set(new URL(request.url()).host, request.failure()?.errorText ?? ''));
    page.on('requestfinished', (request) => loaded.push(new URL(request.url()).host));
    const started = Date.now();
    await page.goto(origin, { waitUntil: 'load' });
    const host = new URL(origin).host;
    expect(loaded.filter((h) => h === host)).toHaveLength(2);
    expect(loaded.filter((h) => h !== host)).toEqual([]);
    // The proxy that is not there refuses them: the rule, not this machine's lack of DNS, stops them.
    expect(Object.fromEntries(failed)).toEqual({
      'img.shields.io': 'net::ERR_PROXY_CONNECTION_FAILED',
      'images.unsplash.com': 'net::ERR_PROXY_CONNECTION_FAILED',
      'cdn.pixabay.com': 'net::ERR_PROXY_CONNECTION_FAILED',
      'www.youtube.com': 'net::ERR_PROXY_CONNECTION_FAILED',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await browser.close();
    await chrome.kill();
  }
});
