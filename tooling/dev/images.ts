// /_img/ on the dev server: each AVIF or WebP file of a picture is encoded when a page first asks for it and kept
// in the image cache, instead of all of them before the first start (tooling/build/images.ts).
import fs from 'node:fs';
import type { Plugin } from 'vite';
import { derivedFile } from '../build/images.ts';

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

export function derivedImages(): Plugin {
  return {
    name: 'derived-images',
    apply: 'serve',
    configureServer(server) {
      const base = server.config.base.replace(/\/$/, '');
      server.middlewares.use((req, res, next) => {
        const pathname = req.url?.split('?')[0] ?? '';
        if (!pathname.startsWith(`${base}/_img/`)) return next();
        derivedFile(pathname.slice(base.length)).then(
          (file) => {
            if (!file) return next();
            res.writeHead(200, {
              'Content-Type': TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
              'Cache-Control': 'no-cache',
            });
            fs.createReadStream(file).pipe(res);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
