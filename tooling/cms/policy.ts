import { deployContext } from '../../src/deploy.ts';

// The content editor's Content-Security-Policy, written once: /admin/index.html carries it in a <meta> (GitHub Pages
// sends no headers), and public/_headers sends it on /admin/* with frame-ancestors, which a <meta> cannot carry
// (tests/unit/adminPolicy.test.ts keeps the two equal).
// Decap validates its configuration with ajv, which compiles code ('unsafe-eval'), styles itself with inline styles,
// talks to GitHub's API, shows uploads as blob: URLs and avatars from GitHub, and draws its preview in a frame of its
// own page. The OAuth login opens a window, which no policy here limits.
export const ADMIN_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://images.unsplash.com https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  // blob:: the local backup of a draft reads back the images Decap shows as blob: URLs; without it the backup fails.
  "connect-src 'self' blob: https://api.github.com",
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "form-action 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** What _headers sends on /admin/*: the same policy, and frame-ancestors. */
export const ADMIN_HEADER_POLICY = `${ADMIN_POLICY}; frame-ancestors 'none'`;

/** The GitHub login's scopes the editor may ask for: public_repo for a public repository, repo for a private one. */
export const AUTH_SCOPES = ['public_repo', 'repo'] as const;
export type AuthScope = (typeof AUTH_SCOPES)[number];

/** CMS_GITHUB_AUTH_SCOPE, public_repo when unset; anything else fails the build, naming the choices. */
export function authScope(raw: string | undefined): AuthScope {
  const scope = raw?.trim() || 'public_repo';
  if (!(AUTH_SCOPES as readonly string[]).includes(scope))
    throw new Error(`CMS_GITHUB_AUTH_SCOPE="${scope}": write public_repo (a public repository) or repo (a private one)`);
  return scope as AuthScope;
}

/**
 * Whether a build ships the editor at /admin/: production only. A preview (a pull request's build, PREVIEW=1, a
 * sub-path) has none: logging in there would leave a GitHub token where the pull request's own scripts run.
 */
export const shipsEditor = (env: Record<string, string | undefined>) => !deployContext(env).preview;

/**
 * What a production build says of the repository the editor commits to (owner/name): nothing when it is set and
 * well formed; otherwise a French message, which fails the build on a host (the editor would go online unable to
 * log in or publish) and is a warning on a developer's machine (a local build is for testing).
 */
export function repoProblem(repo: string | undefined, env: Record<string, string | undefined>): { fatal: boolean; message: string } | null {
  const fatal = deployContext(env).host !== 'local';
  if (!repo)
    return {
      fatal,
      message:
        'Aucun dépôt GitHub n’est donné à l’éditeur /admin/ : en ligne, il ne pourrait ni ouvrir ni publier le contenu. Donnez le dépôt sous la forme propriétaire/nom dans la variable CMS_GITHUB_REPO au moment de la construction (GitHub Actions et Netlify le donnent d’eux-mêmes).',
    };
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    return {
      fatal: true,
      message: `CMS_GITHUB_REPO="${repo}" n’est pas un dépôt GitHub : écrivez-le sous la forme propriétaire/nom, par exemple agence/site-vitrine.`,
    };
  return null;
}
