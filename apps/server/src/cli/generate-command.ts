import { generate, heapShortfall } from '@voterroll/voterfile/generator/generate';
import { parseOptions, required, UsageError, wholeNumber } from './args';

export async function generateCommand(argv: string[]): Promise<number> {
  const o = parseOptions(argv, {
    out: { type: 'string' },
    voters: { type: 'string' },
    snapshots: { type: 'string' },
    seed: { type: 'string' },
    'no-change-events': { type: 'boolean' },
  });
  const voters = wholeNumber(o.voters, 'voters', 30_000);
  const snapshots = wholeNumber(o.snapshots, 'snapshots', 24);
  // Refused before any work: it would run out of memory minutes later.
  const shortfall = heapShortfall(voters, snapshots);
  if (shortfall) throw new UsageError(shortfall);
  const started = Date.now();
  const summary = await generate({
    outDir: required(o.out, 'out'),
    voters,
    snapshots,
    seed: wholeNumber(o.seed, 'seed', 2025),
    // Planted change events and their background (change-events.json), unless asked not to.
    changeEvents: o['no-change-events'] !== true,
    onProgress: (msg) => process.stderr.write(`${msg}\n`),
  });
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  process.stderr.write(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return 0;
}
