// The content editor's page: its configuration generated from schema/ and written into the page as JSON, its policy,
// its title and icon, and beside it editor-data.json (tooling/cms/editorData.ts). The same build serves
// `npm run build` and, from a cache, `npm run dev` (tooling/cms/devServer.ts), which swaps in its own configuration
// and answers editor-data.json fresh.
import path from 'node:path';
import type { Plugin } from 'vite';
import { basePath } from '../../src/deploy.ts';
import { CONFIG_ELEMENT } from '../../src/admin/addresses.ts';
import { cmsConfig, type CmsEnvironment } from './config.ts';
import { readEditorData } from './editorData.ts';
import { ADMIN_POLICY, authScope, loginSettingsProblems } from './policy.ts';

/** The element that carries the configuration: src/admin/main.tsx reads it. */
const CONFIG_SCRIPT = new RegExp(`<script type="application/json" id="${CONFIG_ELEMENT}">[^<]*</script>`);
/** src/admin/index.html's policy <meta>, right after its charset: it holds wherever /admin/ is served, headers or not. */
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>/;

/** owner/name of the repository: CMS_GITHUB_REPO, else what GitHub Actions or Netlify builds say. */
export function githubRepo(env: NodeJS.ProcessEnv): string | undefined {
  if (env.CMS_GITHUB_REPO) return env.CMS_GITHUB_REPO;
  if (env.GITHUB_REPOSITORY) return env.GITHUB_REPOSITORY;
  return env.REPOSITORY_URL?.match(/github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?$/)?.[1];
}

/**
 * The editor's settings that come from the environment: where it commits, how it logs in. A login setting that is not
 * what it must be (loginSettingsProblems) is never written into the editor: this throws, in French.
 */
export function cmsEnvironment(command: CmsEnvironment['command'], siteUrl: string, env = process.env): CmsEnvironment {
  const problems = loginSettingsProblems(env);
  if (problems.length > 0) throw new Error(problems.join(' '));
  return {
    command,
    siteUrl,
    localBackendPort: Number(env.DECAP_SERVER_PORT ?? 8081),
    repo: githubRepo(env),
    branch: env.CMS_GITHUB_BRANCH,
    oauthBaseUrl: env.CMS_OAUTH_BASE_URL,
    oauthEndpoint: env.CMS_OAUTH_ENDPOINT,
    siteDomain: env.CMS_SITE_DOMAIN,
    authScope: authScope(env.CMS_GITHUB_AUTH_SCOPE),
  };
}

/** The configuration as the page carries it: JSON that no `</script>` inside can end early. */
const configJson = (config: unknown) => JSON.stringify(config).replace(/</g, '\\u003c');
const policyMeta = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;

/**
 * The built page as the dev server serves it: its own configuration (the local backend, the dev address), and the
 * production policy with the local backend's address added to what the page may connect to.
 */
export function withDevSettings(html: string, config: unknown, localBackend: string): string {
  if (!CONFIG_SCRIPT.test(html) || !POLICY_META.test(html))
    throw new Error(`admin/index.html: no #${CONFIG_ELEMENT} element or policy <meta> to replace`);
  const policy = ADMIN_POLICY.replace("connect-src 'self'", `connect-src 'self' ${localBackend}`);
  return html
    .replace(CONFIG_SCRIPT, () => `<script type="application/json" id="${CONFIG_ELEMENT}">${configJson(config)}</script>`)
    .replace(POLICY_META, () => policyMeta(policy));
}

export function cmsPlugin(): Plugin {
  return {
    name: 'cms-page',
    transformIndexHtml(html) {
      const data = readEditorData();
      const site = data.root.site;
      const url = (process.env.SITE_URL || String(site.url)).replace(/\/+$/, '');
      return {
        html: html.replace('__CMS_TITLE__', `${String(site.brand)} · Éditeur du site`).replace('__CMS_POLICY__', ADMIN_POLICY),
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
