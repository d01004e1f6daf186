// Usage: node scripts/check-content.mjs [generated dir]. Exits 1 and lists the problems when the content breaks a rule.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkContent } from './content-rules.mjs';

const dir = path.resolve(process.argv[2] ?? '.contentlayer/generated');
// Contract: docs/framework-contracts.md#contentlayer-import
const g = await import(pathToFileURL(path.join(dir, 'index.mjs')).href);
const problems = checkContent({
  site: g.site,
  landing: g.landing,
  requestPage: g.requestPage,
  notFoundPage: g.notFoundPage,
  trades: g.allTrades,
  samples: g.allSamples,
  legals: g.allLegals,
});
if (problems.length > 0) {
  console.error(`Content check: ${problems.length} problem(s)\n${problems.map((p) => `  • ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Content check: all rules pass.');
