// Loaded by Node (`--import`) before contentlayer2's command line (tooling/content/generate.ts): loads the package
// that contentlayer.config.ts imports, then holds the command until a line arrives on its input: at once for the
// build, once a save has been checked for the dev server. The command itself runs unchanged; its input closed
// without a line (the dev server stopped), it exits without running.
import module from 'node:module';
import path from 'node:path';

// Node keeps the compiled code of the modules loaded from here on: each command loads contentlayer about 10 % faster.
module.enableCompileCache(path.resolve('node_modules/.cache/contentlayer-commands'));
await import('contentlayer2/source-files');
const go = await new Promise<boolean>((resolve) => {
  process.stdin.once('data', () => resolve(true));
  process.stdin.once('end', () => resolve(false));
});
if (!go) process.exit(0);
process.stdin.destroy();
