// npm run bench:sanitize: how long the request form's cleaning takes on 100,000 characters built to slow it down
// (long runs, repeated or nested tags, handlers and schemes). For each input: the cleaning of the whole text (as if
// a field allowed 100,000 characters), and what a field of the form does with it (message, 2,000 characters: cut to
// twice that, cleaned, cut again). Prints the table and writes it to docs/performance.md. A benchmark, not a test:
// it fails on nothing; the target is under 100 ms for the whole text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sanitize } from '../../src/request/sanitize.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC = path.join(ROOT, 'docs/performance.md');
const START = '<!-- bench:sanitize -->';
const END = '<!-- /bench:sanitize -->';
const SIZE = 100_000;
const MESSAGE_MAX = 2000; // the spec's limit for the message, the longest field
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const repeated = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
/** `left` and `right` nested until the text reaches SIZE: each layer appears once the one inside it is removed. */
const nested = (left: string, right: string) => {
  const layers = Math.ceil(SIZE / (left.length + right.length));
  return left.repeat(layers) + right.repeat(layers);
};
/** Pieces of the forms the cleaning looks for, drawn at random (fixed seed), as the generated-strings test does. */
function shuffled(): string {
  const pieces = [
    '<',
    '>',
    '/',
    'script',
    'javascript',
    'data',
    ':',
    'on',
    'click',
    '=',
    ' ',
    '"',
    '&#',
    'x6a;',
    '106;',
    '&lt;',
    'text/html',
    ',',
  ];
  let seed = 42;
  let text = '';
  while (text.length < SIZE) {
    seed = (seed * 16_807) % 2_147_483_647;
    text += pieces[seed % pieces.length];
  }
  return text.slice(0, SIZE);
}

const INPUTS: [name: string, text: string][] = [
  ['`aaaa…`', repeated('a')],
  ['`<script>` repeated', repeated('<script>')],
  ['`ononclick=click=` repeated', repeated('ononclick=click=')],
  ['`on…on` `click=…click=` nested', nested('on', 'click=')],
  ['`java…` `script:…` nested', nested('java', 'script:')],
  ['`<scr` `ipt>` nested', nested('<scr', 'ipt>')],
  ['`<scr<script>ipt>…</scr</script>ipt>` repeated', repeated('<scr<script>ipt>x</scr</script>ipt>')],
  ['`<` `b>` nested', nested('<', 'b>')],
  ['`<a` repeated, no `>`', repeated('<a')],
  ['`&#000…0106;`', `&#${'0'.repeat(SIZE - 7)}106;`],
  ['`a&#61;` repeated', repeated('a&#61;')],
  ['`data:` then 100,000 letters', `data:${'a'.repeat(SIZE - 5)}`],
  ['random pieces', shuffled()],
];

/** The median time of `run`, in milliseconds, after one run to warm it up. */
function median(run: () => void): number {
  run();
  const times = Array.from({ length: RUNS }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const rows = INPUTS.map(([name, text]) => ({
  name,
  whole: median(() => sanitize(text, SIZE)),
  field: median(() => sanitize(text, MESSAGE_MAX)),
}));
const worst = Math.max(...rows.map((row) => row.whole));

const table = [
  '| Input (100,000 characters) | Whole text cleaned | Message field (cut to 4,000, cleaned, cut to 2,000) |',
  '| --- | ---: | ---: |',
  ...rows.map((row) => `| ${row.name} | ${ms(row.whole)} | ${ms(row.field)} |`),
].join('\n');
const markdown = `Measured with \`npm run bench:sanitize\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.versions.node}): the median of ${RUNS} runs after one to warm up. Slowest whole text: **${ms(worst)}** (target: under 100 ms).\n\n${table}`;

console.log(`\n${markdown}\n`);
if (!process.argv.includes('--no-write')) {
  const doc = fs.readFileSync(DOC, 'utf8');
  const [before, rest] = doc.split(START);
  const after = rest?.split(END)[1];
  if (before === undefined || after === undefined) throw new Error(`docs/performance.md has no ${START} … ${END} section`);
  fs.writeFileSync(DOC, `${before}${START}\n${markdown}\n${END}${after}`);
  console.log('Wrote docs/performance.md');
}
