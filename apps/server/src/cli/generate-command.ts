import { getHeapStatistics } from 'node:v8';
import {
  generate,
  generatorHeapOption,
  generatorMemoryNeeded,
} from '@voterroll/voterfile/generator/generate';
import { parseOptions, required, UsageError, wholeNumber } from './args';

const GB = 1024 ** 3;

/** Refuses, before any work, a population larger than this Node's heap can hold. */
function checkMemory(voters: number, snapshots: number): void {
  const needed = generatorMemoryNeeded(voters, snapshots);
  const limit = getHeapStatistics().heap_size_limit;
  if (needed <= limit) return;
  throw new UsageError(
    `generating ${voters.toLocaleString('en-US')} registrations needs about ${(needed / GB).toFixed(1)} GB of memory; ` +
      `this Node allows ${(limit / GB).toFixed(1)} GB. Run it with NODE_OPTIONS=${generatorHeapOption(voters, snapshots)}.`,
  );
}

export async function generateCommand(argv: string[]): Promise<number> {
  const o = parseOptions(argv, {
    out: { type: 'string' },
    voters: { type: 'string' },
    snapshots: { type: 'string' },
    seed: { type: 'string' },
  });
  const voters = wholeNumber(o.voters, 'voters', 30_000);
  const snapshots = wholeNumber(o.snapshots, 'snapshots', 24);
  checkMemory(voters, snapshots);
  const started = Date.now();
  const summary = await generate({
    outDir: required(o.out, 'out'),
    voters,
    snapshots,
    seed: wholeNumber(o.seed, 'seed', 2025),
    onProgress: (msg) => process.stderr.write(`${msg}\n`),
  });
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  process.stderr.write(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return 0;
}
