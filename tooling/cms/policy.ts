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

const isAuthScope = (scope: string): scope is AuthScope => (AUTH_SCOPES as readonly string[]).includes(scope);
const scopeProblem = (scope: string) =>
  `CMS_GITHUB_AUTH_SCOPE="${scope}" : écrivez public_repo (un dépôt public) ou repo (un dépôt privé).`;

/** CMS_GITHUB_AUTH_SCOPE, public_repo when unset; anything else fails the build, naming the choices. */
export function authScope(raw: string | undefined): AuthScope {
  const scope = raw?.trim() || 'public_repo';
  if (!isAuthScope(scope)) throw new Error(scopeProblem(scope));
  return scope;
}

/** GitHub's characters: an owner of letters, digits and single inner hyphens, 39 at most. */
const GITHUB_OWNER = /^(?=.{1,39}$)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
/** A repository's name: letters, digits, `.`, `-` and `_`, 100 at most, never `.` or `..`. */
const GITHUB_NAME = /^(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/;

/** Whether `repo` is `owner/name` in GitHub's characters: nothing else can reach another path of GitHub's API. */
export function isGithubRepo(repo: string): boolean {
  const [owner = '', name = '', ...rest] = repo.split('/');
  return rest.length === 0 && GITHUB_OWNER.test(owner) && GITHUB_NAME.test(name);
}

/** An address of the form https://host[:port], nothing after: Decap compares the login window's origin with it. */
function isHttpsOrigin(raw: string): boolean {
  if (!URL.canParse(raw)) return false;
  const url = new URL(raw);
  return url.protocol === 'https:' && url.username === '' && url.password === '' && raw.replace(/\/$/, '') === url.origin;
}

/** A path of plain segments (auth, oauth/authorize): no `..`, no query, no other host. */
const PLAIN_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;
/** A branch name Git and GitHub's API both take as one: segments of plain characters, no `..`, no `.lock` end. */
const BRANCH = /^(?!.*(?:^|\/)\.|.*\.\.|.*\.lock(?:\/|$))[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;
/** A host name: labels of letters, digits and inner hyphens. */
const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/**
 * The editor's login settings, given by the deployer's environment and written into /admin/ as they are: each one set
 * and not what it must be, as a French sentence (none: all sound). The login and its token must travel over https.
 */
export function loginSettingsProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const scope = env.CMS_GITHUB_AUTH_SCOPE?.trim();
  if (scope && !isAuthScope(scope)) problems.push(scopeProblem(scope));
  const base = env.CMS_OAUTH_BASE_URL;
  if (base && !isHttpsOrigin(base))
    problems.push(
      `CMS_OAUTH_BASE_URL="${base}" : l’adresse du service de connexion commence par https:// (sinon la connexion à GitHub et sa clé voyageraient en clair) et s’arrête au nom du service, sans chemin, identifiant ni paramètre, par exemple https://connexion.exemple.fr.`,
    );
  const endpoint = env.CMS_OAUTH_ENDPOINT;
  if (endpoint && !PLAIN_PATH.test(endpoint))
    problems.push(`CMS_OAUTH_ENDPOINT="${endpoint}" : écrivez le seul chemin du service de connexion, par exemple auth.`);
  const branch = env.CMS_GITHUB_BRANCH;
  if (branch && !BRANCH.test(branch))
    problems.push(
      `CMS_GITHUB_BRANCH="${branch}" n’est pas un nom de branche : lettres, chiffres, « . », « - », « _ » et « / », par exemple main.`,
    );
  const domain = env.CMS_SITE_DOMAIN;
  if (domain && !HOST.test(domain))
    problems.push(
      `CMS_SITE_DOMAIN="${domain}" n’est pas un nom de domaine : écrivez-le sans https:// ni chemin, par exemple www.exemple.fr.`,
    );
  return problems;
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
  if (!isGithubRepo(repo))
    return {
      fatal: true,
      message: `CMS_GITHUB_REPO="${repo}" n’est pas un dépôt GitHub : écrivez-le sous la forme propriétaire/nom, par exemple agence/site-vitrine (le propriétaire en lettres, chiffres et tirets simples, 39 au plus ; le nom en lettres, chiffres, « . », « - » et « _ », ni « . » ni « .. »).`,
    };
  return null;
}
