import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { allLegals, allSamples, allTrades } from './.contentlayer/generated/index.mjs';
import { routesOf } from './scripts/content-rules.mjs';
import { basePath } from './src/deploy.ts';

/** The path prerendered as the not-found page, then moved to 404.html at the root of the output. */
const NOT_FOUND_PATH = '/404';

export default {
  appDirectory: 'src',
  ssr: false,
  basename: basePath(process.env.BASE_PATH),
  prerender: () => [...routesOf({ trades: allTrades, samples: allSamples, legals: allLegals }), NOT_FOUND_PATH],
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    const dir = path.join(client, NOT_FOUND_PATH.slice(1));
    await fs.rename(path.join(dir, 'index.html'), path.join(client, '404.html'));
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rm(path.join(client, `${NOT_FOUND_PATH.slice(1)}.data`), { force: true });
    // Every page is prerendered: an SPA fallback would only risk masking real 404s.
    await fs.rm(path.join(client, '__spa-fallback.html'), { force: true });
  },
} satisfies Config;
