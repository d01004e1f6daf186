// npm run serve: the built site as GitHub Pages serves it, with the headers of its _headers file
// (tooling/server/site-server.ts), under BASE_PATH when set.
// Usage: node tooling/server/serve.ts [--port 4173, 0 for any free port] [--dir build/client]
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { basePath } from '../../src/deploy.ts';
import { createSiteServer } from './site-server.ts';

const args = new Map(process.argv.slice(2).map((arg, i, all) => [arg, all[i + 1]]));
const root = path.resolve(args.get('--dir') ?? 'build/client');
const port = Number(args.get('--port') ?? process.env.PORT ?? 4173);
const base = basePath(process.env.BASE_PATH);

const server = createSiteServer({ root, base });
// --port 0 takes a port the system knows is free; the first line printed names the one taken.
server.listen(port, '127.0.0.1', () => {
  const { port: taken } = server.address() as AddressInfo;
  console.log(
    `Static site on http://127.0.0.1:${taken}${base} as GitHub Pages would serve it (from ${path.relative(process.cwd(), root)})`,
  );
});
