import { DatabaseOpenError } from '@voterroll/db/pglite-client';
import { adminCommand } from './admin-command';
import { UsageError } from './args';
import { diskCommand } from './disk-command';
import { generateCommand } from './generate-command';
import { ingestCommand } from './ingest-command';
import { ingestEnvelopesCommand } from './ingest-envelopes-command';
import { keepMonthsCommand } from './keep-months-command';
import { metricsCommand } from './metrics-command';

const USAGE = `usage: voterroll <command> [options]

commands:
  generate --out DIR [--voters N] [--snapshots K] [--seed S] [--no-change-events]
      write a synthetic Michigan voter file (QVF format) with planted anomalies and ground truth
  ingest --snapshot YYYY-MM-DD --voters FILE [--history FILE] [--deceased FILE] [--ncoa FILE]
         [--postal FILE] [--canvass FILE] [--db DIR|URL]
  ingest --snapshot YYYY-MM-DD --from ZIP|DIR|FILE [--from ...] [--db DIR|URL]
      load one monthly snapshot (default db: ./data/db, or DATABASE_URL); --from takes the files
      as delivered (zips, folders, files in parts), recognised by their headers
  ingest-envelopes --dir SET [--images DIR] [--db DIR|URL]
      load a 2020 ballot envelope set (envelopes-ocr.csv, avcb-boards.csv, images/); images are
      copied to DIR (default: ENVELOPE_IMAGE_DIR or ./data/envelopes)
  metrics --snapshot YYYY-MM-DD [--county NAME [--jurisdiction NAME [--precinct P]]] [--db DIR|URL] --json
      print the current-metrics object of a zone
  keep-months --months N [--dry-run] [--db DIR|URL]
      archive the published months older than the newest N (N >= 2): their registrations,
      findings, review lists and density are dropped; figures, trends and changes stay
  disk [--db DIR|URL]
      the disk each month takes (freed by archiving, kept), the shared tables, the database,
      and what 24 and 60 months would take keeping 2, 12 or 24 months whole
  admin create --username U --email E [--first-name F] [--last-name L] [--db DIR|URL]
      create a site-root account; password from VOTERROLL_ADMIN_PASSWORD or asked on the terminal
`;

/** Runs one command; returns the process exit code (0 done, 1 failed, 2 usage). */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'generate':
        return await generateCommand(rest);
      case 'ingest':
        return await ingestCommand(rest);
      case 'ingest-envelopes':
        return await ingestEnvelopesCommand(rest);
      case 'metrics':
        return await metricsCommand(rest);
      case 'keep-months':
        return await keepMonthsCommand(rest);
      case 'disk':
        return await diskCommand(rest);
      case 'admin':
        return await adminCommand(rest);
      case undefined:
      case 'help':
      case '--help':
        process.stdout.write(USAGE);
        return command === undefined ? 2 : 0;
      default:
        process.stderr.write(`voterroll: unknown command "${command}"\n\n${USAGE}`);
        return 2;
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`voterroll ${command}: ${e.message}\n`);
      return 2;
    }
    if (e instanceof DatabaseOpenError) {
      // The message says what happened and how to recover; a stack would bury it.
      process.stderr.write(`voterroll ${command}: ${e.message}\n`);
      return 1;
    }
    process.stderr.write(
      `voterroll ${command}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    return 1;
  }
}
