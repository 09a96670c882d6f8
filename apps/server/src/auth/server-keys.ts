import { randomBytes } from 'node:crypto';
import type { Queryable } from '@voterroll/db/database';

/**
 * A key the server processes share (server_keys, migration 0139): 256 random bits made by the
 * first process that asks, the same for every process and restart after. Never logged.
 */
export async function serverKey(q: Queryable, name: string): Promise<Buffer> {
  await q.query('insert into server_keys (name, key_value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(32).toString('base64'),
  ]);
  const [row] = await q.query<{ key_value: string }>('select key_value from server_keys where name = $1', [
    name,
  ]);
  if (!row) throw new Error(`server key ${name} was not stored`);
  return Buffer.from(row.key_value, 'base64');
}

/** A key read once per process: a failed read is asked again next time. */
export function cachedServerKey(q: Queryable, name: string): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  return () => {
    key ??= serverKey(q, name).catch((e: unknown) => {
      key = undefined;
      throw e;
    });
    return key;
  };
}
