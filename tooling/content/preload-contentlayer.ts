// Loaded by Node (`--import`) before contentlayer2's command line, in the dev server's generator
// (tooling/content/generate.ts): loads the package that contentlayer.config.ts imports, then holds the command until
// a line arrives on its input, which the dev server sends when a save has been checked. The command itself runs
// unchanged; its input closed without a line (the dev server stopped), it exits without running.
await import('contentlayer2/source-files');
const go = await new Promise<boolean>((resolve) => {
  process.stdin.once('data', () => resolve(true));
  process.stdin.once('end', () => resolve(false));
});
if (!go) process.exit(0);
process.stdin.destroy();

export {};
