// The content editor's build and dev plumbing: the configuration generated from schema/ as a virtual module,
// the page's title, and, on the dev server, /admin/ served from src/admin/index.html.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { basePath } from '../../src/deploy.ts';
import { cmsConfig, type CmsEnvironment } from './config.ts';

const VIRTUAL = 'virtual:cms-config';
const ADMIN_HTML = path.resolve('src/admin/index.html');

/** owner/name of the repository: CMS_GITHUB_REPO, else what GitHub Actions or Netlify builds say. */
export function githubRepo(env: NodeJS.ProcessEnv): string | undefined {
  if (env.CMS_GITHUB_REPO) return env.CMS_GITHUB_REPO;
  if (env.GITHUB_REPOSITORY) return env.GITHUB_REPOSITORY;
  return env.REPOSITORY_URL?.match(/github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?$/)?.[1];
}

async function siteContent(): Promise<{ brand: string; url: string }> {
  const generated = await import(pathToFileURL(path.resolve('.contentlayer/generated/index.mjs')).href);
  return generated.site;
}

export function cmsPlugin(): Plugin {
  let env: CmsEnvironment;
  return {
    name: 'cms-config',
    async configResolved(config) {
      const site = await siteContent();
      const port = config.server.port ?? 5173;
      env = {
        command: config.command,
        siteUrl: config.command === 'serve' ? `http://127.0.0.1:${port}` : (process.env.SITE_URL || site.url).replace(/\/+$/, ''),
        localBackendPort: Number(process.env.DECAP_SERVER_PORT ?? 8081),
        repo: githubRepo(process.env),
        branch: process.env.CMS_GITHUB_BRANCH,
        oauthBaseUrl: process.env.CMS_OAUTH_BASE_URL,
        oauthEndpoint: process.env.CMS_OAUTH_ENDPOINT,
        siteDomain: process.env.CMS_SITE_DOMAIN,
      };
    },
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    load: (id) => (id === `\0${VIRTUAL}` ? `export default ${JSON.stringify(cmsConfig(env))};` : undefined),
    async transformIndexHtml(html) {
      if (!html.includes('__CMS_TITLE__')) return html;
      const site = await siteContent();
      return {
        html: html.replace('__CMS_TITLE__', `${site.brand} · Decap CMS`),
        // The site's icon: without one, the browser asks for /favicon.ico, which the site does not have.
        tags: [
          {
            tag: 'link',
            attrs: { rel: 'icon', href: `${basePath(process.env.BASE_PATH)}favicon-32.png`, sizes: '32x32', type: 'image/png' },
            injectTo: 'head',
          },
        ],
      };
    },
  };
}

// Contract: docs/framework-contracts.md#admin-dev-server
/**
 * Serves /admin/ on the dev server from a second Vite server in middleware mode, with the admin build's own
 * configuration: Decap brings React Router 5, which the site's router plugin would dedupe into React Router 8.
 */
export function cmsDevServer(): Plugin {
  return {
    name: 'cms-dev-server',
    apply: 'serve',
    async configureServer(server) {
      const admin = `${basePath(process.env.BASE_PATH)}admin/`;
      const vite = await createServer({
        configFile: path.resolve('vite.admin.config.ts'),
        base: admin,
        publicDir: path.resolve('public'),
        cacheDir: path.resolve('node_modules/.vite-admin'),
        appType: 'custom',
        server: {
          middlewareMode: true,
          hmr: { server: server.httpServer ?? undefined, path: 'admin-hmr' },
          port: server.config.server.port,
        },
      });
      server.httpServer?.on('close', () => void vite.close());
      server.middlewares.use(async (req, res, next) => {
        const pathname = req.url?.split('?')[0] ?? '';
        if (pathname === admin.slice(0, -1)) {
          res.writeHead(301, { Location: admin }).end();
        } else if (pathname === admin || pathname === `${admin}index.html`) {
          try {
            const html = await vite.transformIndexHtml('/admin/index.html', fs.readFileSync(ADMIN_HTML, 'utf8'), req.originalUrl);
            res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex' }).end(html);
          } catch (error) {
            next(error);
          }
        } else if (pathname.startsWith(admin)) {
          vite.middlewares(req, res, next);
        } else {
          next();
        }
      });
    },
  };
}
