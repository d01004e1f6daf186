// npm run build:admin: builds the content editor into build/client/admin/ after the site, for production only
// (shipsEditor in tooling/cms/policy.ts: a preview ships no editor).
import path from 'node:path';
import { build } from 'vite';
import { shipsEditor } from './policy.ts';

if (shipsEditor(process.env))
  await build({ configFile: path.resolve(import.meta.dirname, '../../vite.admin.config.ts'), logLevel: 'warn' });
else console.log('Preview build: no content editor at /admin/ (production serves it).');
