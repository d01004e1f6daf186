import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
// contentlayer's generated module, where its documentation puts it: this file is not resolved by Vite, so no alias.
import { allLegals, allSamples, allTrades, site } from './.contentlayer/generated/index.mjs';
import { finishPages, robots, sitemap, writeHeaders } from './tooling/build/pages.ts';
import { shipsEditor } from './tooling/cms/policy.ts';
import { basePath, buildDirectory, deployContext } from './src/deploy.ts';
import { pageFile, pagePatterns, scriptedPaths, siteRoutes } from './src/paths.ts';
import { siteUrl } from './src/seo/meta.ts';

/**
 * The path prerendered as the not-found page, then moved to 404.html at the root of the output: React Router writes
 * a prerendered path to `<path>/index.html` (reactrouter.com, Pre-Rendering, "Static File Output").
 */
// Two segments: a one-segment address would be the trade route's (src/paths.ts, TRADE_ROUTE).
const NOT_FOUND_PATH = '/404/page-introuvable';
const pages = siteRoutes({ trades: allTrades, samples: allSamples, legals: allLegals });
const routes = pages.map((page) => page.path);

export default {
  appDirectory: 'src',
  buildDirectory: buildDirectory(process.env),
  ssr: false,
  // React Router 8 always has middleware, the Vite Environment API, pass-through requests (loaders read the
  // page's address from their `url` argument) and split route modules (`splitRouteModules`, on by default).
  // Page addresses end with "/" (src/paths.ts): the data of /x/ is /x/_.data, in the page's own folder, and the
  // ssr:false prerender check accepts the prerender paths as they are.
  future: {
    // `npm run dev` finds the packages the pages import from the client entry and every route file, before the
    // first page loads: found later, each one re-bundles the dependencies and reloads the open page.
    unstable_optimizeDeps: true,
  },
  basename: basePath(process.env.BASE_PATH),
  prerender: () => [...routes, NOT_FOUND_PATH],
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    // Every page is prerendered: an SPA fallback would only risk masking real 404s. React Router writes it at the
    // root of the build, named index.html when no page is there (under a base path), as its Pre-Rendering guide says.
    const base = reactRouterConfig.basename.replace(/^\/+|\/+$/g, '');
    await fs.rm(path.join(client, base ? 'index.html' : '__spa-fallback.html'));
    // Pages are prerendered under the base path while assets are not: bring them together, so that
    // build/client is the folder a host serves at BASE_PATH. // Contract: docs/framework-contracts.md#basename-folders
    if (base) {
      const nested = path.join(client, base);
      for (const entry of await fs.readdir(nested)) await fs.rename(path.join(nested, entry), path.join(client, entry));
      await fs.rm(path.join(client, base.split('/')[0] ?? base), { recursive: true, force: true });
    }
    const dir = path.join(client, NOT_FOUND_PATH.slice(1));
    await fs.rename(path.join(dir, 'index.html'), path.join(client, '404.html'));
    await fs.rm(path.join(client, NOT_FOUND_PATH.split('/')[1] ?? ''), { recursive: true, force: true });
    const formEndpoint = process.env.VITE_FORM_ENDPOINT || site.form.endpoint;
    finishPages(client, reactRouterConfig.basename, { formEndpoint, scripted: scriptedPaths(pages).map(pageFile) });
    // Vite's manifest told the pages where the site's script is (src/islands/script.server.ts); no host needs it.
    await fs.rm(path.join(client, '.vite'), { recursive: true, force: true });
    const url = siteUrl(site.url);
    const deploy = deployContext(process.env);
    console.log(
      `Built for ${deploy.host}${deploy.deployUrl ? ` (${deploy.deployUrl})` : ''}: ${deploy.preview ? 'preview, noindex' : 'production, indexable'}`,
    );
    await fs.writeFile(path.join(client, 'sitemap.xml'), sitemap(url, routes));
    await fs.writeFile(path.join(client, 'robots.txt'), robots(url, deploy.preview));
    // GitHub Pages runs Jekyll unless told not to, and Jekyll drops files starting with "_" (_.data).
    await fs.writeFile(path.join(client, '.nojekyll'), '');
    writeHeaders(client, pagePatterns(pages), { preview: deploy.preview, editor: shipsEditor(process.env), formEndpoint });
  },
} satisfies Config;
