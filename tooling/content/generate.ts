// Runs contentlayer2's generation inside this process (no second program, no file watcher of its own): the dev
// server calls it after each save, the build once. Its log lines are kept, not printed: the content check has
// already said everything a marketer needs, in French.
import fs from 'node:fs';
import path from 'node:path';
import * as core from '@contentlayer2/core';
import { provideTracing } from '@contentlayer2/utils';
import { provideTestConsole, T } from '@contentlayer2/utils/effect';
import { NodeFsLive } from '@contentlayer2/utils/node';
import { contentStamp, GENERATED_STAMP } from './files.ts';

type Either<L, R> = { _tag: 'Left'; left: L } | { _tag: 'Right'; right: R };
type Step = (effect: unknown) => unknown;
// The Effect types of @contentlayer2/utils do not resolve through the package's re-exports: the few calls used
// here are typed by hand.
const Effect = T as unknown as {
  either: Step;
  provideSomeLayer: (layer: unknown) => Step;
  runPromise: (effect: unknown) => Promise<unknown>;
};

function run<A>(effect: unknown, logs: string[]): Promise<Either<unknown, A>> {
  const steps: Step[] = [
    provideTracing('content', 'based-on-env') as Step,
    core.provideCwd as Step,
    Effect.either,
    provideTestConsole(logs) as Step,
    Effect.provideSomeLayer(NodeFsLive),
  ];
  return Effect.runPromise(steps.reduce((value, step) => step(value), effect)) as Promise<Either<unknown, A>>;
}

export type ContentGenerator = { generate(): Promise<{ ok: true; documents: number } | { ok: false; log: string }> };

// Contract: docs/framework-contracts.md#content-generation
/**
 * Compiles contentlayer.config.ts once; each `generate` then writes .contentlayer/generated from content/, and
 * the stamp of the files as they were when it began (GENERATED_STAMP).
 */
export async function contentGenerator(): Promise<ContentGenerator> {
  const logs: string[] = [];
  const config = await run<core.Config>(core.getConfig({}), logs);
  if (config._tag === 'Left') throw new Error(`contentlayer.config.ts cannot be compiled:\n${logs.join('\n')}`);
  return {
    async generate() {
      logs.length = 0;
      const stamp = contentStamp(path.resolve('content'));
      const result = await run<core.GenerateInfo>(core.generateDotpkg({ config: config.right, verbose: false }), logs);
      if (result._tag === 'Left') return { ok: false, log: logs.join('\n') };
      fs.writeFileSync(GENERATED_STAMP, stamp);
      return { ok: true, documents: result.right.documentCount };
    },
  };
}
