import { describe, expect, it } from 'vitest';
import { openPostgres } from './postgres-client';

const url = process.env.DATABASE_URL;

/** The web server's connections read pages: no JIT, no parallel workers; the loads keep workers. */
describe.skipIf(!url)('PostgreSQL connection settings', () => {
  it('turns parallel workers off for the web server only, and JIT off for both', async () => {
    const settings = async (serving: boolean) => {
      const db = await openPostgres(url ?? '', { serving });
      try {
        const [row] = await db.query<{ workers: string; jit: string }>(
          `select current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit`,
        );
        return row;
      } finally {
        await db.close();
      }
    };
    expect(await settings(true)).toEqual({ workers: '0', jit: 'off' });
    const loading = await settings(false);
    expect(loading?.jit).toBe('off');
    expect(Number(loading?.workers)).toBeGreaterThan(0);
  });
});
