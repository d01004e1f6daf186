// The content editor's page: its configuration generated from schema/ and written into the page as JSON, its title
// and icon, and beside it editor-data.json (tooling/cms/editorData.ts). The same build serves `npm run build` and,
// from a cache, `npm run dev` (tooling/cms/devServer.ts), which swaps in its own configuration and answers
// editor-data.json fresh.
import path from 'node:path';
import type { Plugin } from 'vite';
import { basePath } from '../../src/deploy.ts';
import { cmsConfig, type CmsEnvironment } from './config.ts';
import { readEditorData } from './editorData.ts';

/** The id of the element that carries the configuration: src/admin/main.tsx reads it. */
const CONFIG_ELEMENT = 'cms-config';
const CONFIG_SCRIPT = new RegExp(`<script type="application/json" id="${CONFIG_ELEMENT}">[^<]*</script>`);

/** owner/name of the repository: CMS_GITHUB_REPO, else what GitHub Actions or Netlify builds say. */
export function githubRepo(env: NodeJS.ProcessEnv): string | undefined {
  if (env.CMS_GITHUB_REPO) return env.CMS_GITHUB_REPO;
  if (env.GITHUB_REPOSITORY) return env.GITHUB_REPOSITORY;
  return env.REPOSITORY_URL?.match(/github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?$/)?.[1];
}

/** The editor's settings that come from the environment: where it commits, how it logs in. */
export function cmsEnvironment(command: CmsEnvironment['command'], siteUrl: string, env = process.env): CmsEnvironment {
  return {
    command,
    siteUrl,
    localBackendPort: Number(env.DECAP_SERVER_PORT ?? 8081),
    repo: githubRepo(env),
    branch: env.CMS_GITHUB_BRANCH,
    oauthBaseUrl: env.CMS_OAUTH_BASE_URL,
    oauthEndpoint: env.CMS_OAUTH_ENDPOINT,
    siteDomain: env.CMS_SITE_DOMAIN,
  };
}

/** The configuration as the page carries it: JSON that no `</script>` inside can end early. */
const configJson = (config: unknown) => JSON.stringify(config).replace(/</g, '\\u003c');
const configScript = (config: unknown) => `<script type="application/json" id="${CONFIG_ELEMENT}">${configJson(config)}</script>`;

/** The built page with another configuration (the dev server's). */
export function withConfig(html: string, config: unknown): string {
  if (!CONFIG_SCRIPT.test(html)) throw new Error(`admin/index.html: no #${CONFIG_ELEMENT} element to replace`);
  return html.replace(CONFIG_SCRIPT, () => configScript(config));
}

export function cmsPlugin(): Plugin {
  return {
    name: 'cms-page',
    transformIndexHtml(html) {
      const data = readEditorData();
      const site = data.root.site;
      const url = (process.env.SITE_URL || String(site.url)).replace(/\/+$/, '');
      return {
        html: html.replace('__CMS_TITLE__', `${String(site.brand)} · Éditeur du site`),
        tags: [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: CONFIG_ELEMENT },
            children: configJson(cmsConfig(cmsEnvironment('build', url))),
            injectTo: 'head',
          },
          // The site's icon: without one, the browser asks for /favicon.ico, which the site does not have.
          {
            tag: 'link',
            attrs: { rel: 'icon', href: `${basePath(process.env.BASE_PATH)}favicon-32.png`, sizes: '32x32', type: 'image/png' },
            injectTo: 'head',
          },
        ],
      };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: path.posix.join('admin', 'editor-data.json'), source: JSON.stringify(readEditorData()) });
    },
  };
}
