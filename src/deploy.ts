/** Normalises BASE_PATH to "/" or "/a/b/" so that links and assets work under a sub-path. */
export function basePath(raw: string | undefined): string {
  const trimmed = (raw ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
/** The folder a build writes to, relative to the project: BUILD_DIR (a second build beside the usual one, for the tests), or build. */
export const buildDirectory = (env: Record<string, string | undefined>) => env.BUILD_DIR ?? 'build';

// Where a build is going, read from the hosts' own variables. Pure: the build, the pages and the tests call it
// with an environment.
type Env = Record<string, string | undefined>;
export type Host = 'netlify' | 'cloudflare-pages' | 'github-actions' | 'local';
export type DeployContext = {
  host: Host;
  /** A preview is never indexed: robots meta, X-Robots-Tag, a robots.txt that disallows everything. */
  preview: boolean;
  /** The address this build is served at, when the host says it (a preview's own address). */
  deployUrl?: string;
};

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

/** The host and whether this build is a preview; PREVIEW=1 or 0 overrides, a sub-path (BASE_PATH) is a preview. */
export function deployContext(env: Env): DeployContext {
  const context = hostContext(env);
  if (env.PREVIEW === '1' || env.PREVIEW === '0') return { ...context, preview: env.PREVIEW === '1' };
  return { ...context, preview: context.preview || basePath(env.BASE_PATH) !== '/' };
}

function hostContext(env: Env): DeployContext {
  // Netlify: CONTEXT is production, deploy-preview, branch-deploy or dev; only production is indexed.
  if (env.NETLIFY === 'true') {
    const preview = env.CONTEXT !== 'production';
    return { host: 'netlify', preview, deployUrl: preview ? env.DEPLOY_PRIME_URL : env.URL };
  }
  // Cloudflare Pages: every branch but the production one (PRODUCTION_BRANCH, main by default) is a preview.
  if (env.CF_PAGES === '1') {
    const preview = env.CF_PAGES_BRANCH !== (env.PRODUCTION_BRANCH || 'main');
    return { host: 'cloudflare-pages', preview, deployUrl: env.CF_PAGES_URL };
  }
  // GitHub Actions: a pull request's build is a preview (the workflow also gives it a sub-path).
  if (env.GITHUB_ACTIONS === 'true') {
    return { host: 'github-actions', preview: PULL_REQUEST_EVENTS.has(env.GITHUB_EVENT_NAME ?? '') };
  }
  return { host: 'local', preview: false };
}

/** The production address used in canonical links and the sitemap; SITE_URL overrides the content value. */
export function siteUrl(fromContent: string, env: Env): string {
  return (env.SITE_URL || fromContent).replace(/\/+$/, '');
}
