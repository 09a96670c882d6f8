import { defaultDatabaseTarget, openDatabase } from '@voterroll/db/connection';
import { migrate } from '@voterroll/db/migrate';
import { ingestEnvelopes } from '@voterroll/pipeline/envelopes/ingest-envelopes';
import { envelopeImageDir } from '../config';
import { parseOptions, required } from './args';

/** voterroll ingest-envelopes --dir SET [--images DIR] [--db DIR|URL] */
export async function ingestEnvelopesCommand(argv: string[]): Promise<number> {
  const o = parseOptions(argv, {
    dir: { type: 'string' },
    images: { type: 'string' },
    db: { type: 'string' },
  });
  const folder = required(o.dir, 'dir');
  const db = await openDatabase(o.db ?? defaultDatabaseTarget());
  try {
    await migrate(db);
    let shown = 0;
    const result = await ingestEnvelopes(db, {
      folder,
      imageDir: o.images ?? envelopeImageDir(),
      onProblem: (p) => {
        // The first problems are shown; all are counted.
        if (shown++ < 20) process.stderr.write(`${p.file}:${p.line}: ${p.reason}\n`);
      },
    });
    if (!result.ok) {
      process.stderr.write(`voterroll ingest-envelopes: ${result.error}\n`);
      return 1;
    }
    const { problems: _kept, ...summary } = result.value;
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return 0;
  } finally {
    await db.close();
  }
}
