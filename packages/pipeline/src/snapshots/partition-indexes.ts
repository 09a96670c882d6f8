import { type Db, ident } from '@voterroll/db/database';
import { withBulkSettings } from '../bulk-settings';
import { sideBySide } from '../side-by-side';

/**
 * The parent's indexes built on the partition-to-be, so that attaching adopts them instead of
 * building them inside the publishing transaction (the definitions are the migrations', written
 * once). On PostgreSQL two connections build them.
 */
export async function indexLikeParent(db: Db, parent: string, table: string): Promise<void> {
  const defs = (
    await db.query<{ name: string; def: string }>(
      `select c.relname as name, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = $1::regclass and not i.indisprimary
        order by c.relname`,
      [parent],
    )
  ).map(({ name, def }) => {
    const own = ident(`${table}_${name.replace(new RegExp(`^${parent}_`), '')}`);
    const local = def.replace(/^CREATE INDEX \S+ ON ONLY \S+ /, `CREATE INDEX ${own} ON ${table} `);
    if (local === def) throw new Error(`unexpected index definition: ${def}`);
    return local;
  });
  // Half of them on each side (PGlite: one half, then the other).
  const half = (side: number) => () =>
    withBulkSettings(db, (tx) =>
      defs.filter((_, i) => i % 2 === side).reduce((p, def) => p.then(() => tx.exec(def)), Promise.resolve()),
    );
  await sideBySide(db, half(0), half(1));
}
