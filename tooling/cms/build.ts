// npm run build:admin: builds the content editor into build/client/admin/ after the site, for production only
// (shipsEditor in tooling/cms/policy.ts: a preview ships no editor). Without the repository it commits to, the
// editor could do nothing online: a host's build stops, a local build warns (repoProblem), in French. A malformed
// repository or login setting (an http:// login service…) stops every build (loginSettingsProblems).
import path from 'node:path';
import { build } from 'vite';
import { githubRepo } from './plugin.ts';
import { loginSettingsProblems, repoProblem, shipsEditor } from './policy.ts';

if (shipsEditor(process.env)) {
  const problem = repoProblem(githubRepo(process.env), process.env);
  const login = loginSettingsProblems(process.env);
  if (problem?.fatal || login.length > 0) {
    console.error(`\nL’éditeur n’est pas construit. ${[...(problem?.fatal ? [problem.message] : []), ...login].join('\n')}\n`);
    process.exit(1);
  }
  if (problem) console.warn(`\nAttention : ${problem.message}\n`);
  await build({ configFile: path.resolve(import.meta.dirname, '../../vite.admin.config.ts'), logLevel: 'warn' });
} else console.log('Preview build: no content editor at /admin/ (production serves it).');
