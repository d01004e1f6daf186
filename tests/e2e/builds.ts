// The builds the end-to-end projects serve besides `npm run build` (build/client): each is made by a setup project
// (preview.setup.ts) while the production project runs.
import { spawn } from 'node:child_process';

/** A pull request's preview on GitHub Pages: a sub-path of another Pages site. */
export const SUBPATH_PREVIEW = { dir: 'build-preview/client', base: '/preview/pr-7/' };
/** A Cloudflare Pages preview: a branch other than the production one, at the root of its own address. */
export const CLOUDFLARE_PREVIEW = { dir: 'build-cloudflare-preview/client', base: '/' };

/** The environment of each preview build: what the host itself would set (PREVIEW and the rest of CI's left out). */
export const PREVIEW_BUILDS = {
  subpath: { BUILD_DIR: 'build-preview', BASE_PATH: SUBPATH_PREVIEW.base, PREVIEW: '1' },
  cloudflare: {
    BUILD_DIR: 'build-cloudflare-preview',
    CF_PAGES: '1',
    CF_PAGES_BRANCH: 'cms/trades/avocat',
    CF_PAGES_URL: 'https://0123abcd.atelier-vitrine.pages.dev',
  },
} satisfies Record<string, Record<string, string>>;

/**
 * Builds the site's pages with `env` over the machine's, as `npm run build` does after the content (generated
 * already): React Router's build, the islands' script among its entries. Resolves to the log.
 */
export function buildPages(env: Record<string, string>): Promise<{ code: number | null; log: string }> {
  // Each host's own variables only: CI's PREVIEW=0 would make a preview build production.
  const hostVariables = new Set(['PREVIEW', 'BASE_PATH', 'CF_PAGES', 'NETLIFY', 'GITHUB_ACTIONS', 'CONTEXT']);
  const outer = Object.fromEntries(Object.entries(process.env).filter(([name]) => !hostVariables.has(name)));
  const child = spawn('npx react-router build', {
    shell: true,
    env: { ...outer, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log = `${log}${String(chunk)}`.slice(-20_000)));
  child.stderr.on('data', (chunk: Buffer) => (log = `${log}${String(chunk)}`.slice(-20_000)));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, log })));
}
