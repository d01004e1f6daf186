// Usage: node scripts/check-content.mjs [generated dir]. Exits 1 and lists the problems when the content breaks a rule.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkContent } from './content-rules.mjs';
import { unsafeAddresses } from './url-safety.mjs';

const dir = path.resolve(process.argv[2] ?? '.contentlayer/generated');
const g = await import(pathToFileURL(path.join(dir, 'index.mjs')).href);
const docs = {
  site: g.site,
  landing: g.landing,
  requestPage: g.requestPage,
  notFoundPage: g.notFoundPage,
  trades: g.allTrades,
  samples: g.allSamples,
  legals: g.allLegals,
};
const problems = [
  ...checkContent(docs),
  ...unsafeAddresses([docs.site, docs.landing, docs.requestPage, docs.notFoundPage, ...docs.trades, ...docs.samples, ...docs.legals]),
];
if (problems.length > 0) {
  console.error(`Content check: ${problems.length} problem(s)\n${problems.map((p) => `  • ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Content check: all rules pass.');
