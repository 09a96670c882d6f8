import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { generatorMemoryNeeded } from '@voterroll/voterfile/generator/generate';
import { afterAll, expect, it, vi } from 'vitest';
import { main } from './main';

const dir = mkdtempSync(join(tmpdir(), 'generate-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('refuses, before writing anything, a population larger than the heap can hold, and says how to run it', async () => {
  // Ten times what this Node allows, whatever the machine.
  const limit = getHeapStatistics().heap_size_limit;
  const voters = Math.ceil((10 * limit) / generatorMemoryNeeded(1_000_000, 2)) * 1_000_000;
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const out = join(dir, 'out');
    expect(await main(['generate', '--out', out, '--voters', String(voters), '--snapshots', '2'])).toBe(2);
    const message = stderr.mock.calls.map(([text]) => String(text)).join('');
    expect(message).toMatch(/needs about [\d.]+ GB of memory; this Node allows [\d.]+ GB/);
    expect(message).toMatch(/NODE_OPTIONS=--max-old-space-size=\d+/);
    expect(existsSync(out)).toBe(false);
  } finally {
    stderr.mockRestore();
  }
});
