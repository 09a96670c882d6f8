import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type Result } from '@voterroll/contract/result';
import { DeliveryError, type DeliverySource, firstLineOf, listSources } from './delivery-sources';
import {
  byPartName,
  FILE_KIND_LABELS,
  FILE_KINDS,
  type FileKind,
  headerNames,
  recogniseFile,
} from './file-kind';

/**
 * What a clerk or volunteer receives, made into the files a load reads: a zip, a folder or several
 * files, the registrations and the history possibly in several parts. Each file is recognised by
 * its header (file-kind.ts); the parts of a kind, in the order of their names, must share one
 * header and are joined into one file in `workDir` (the header once); a kind in one file on disk
 * is read where it is.
 */
export interface Delivery {
  files: Partial<Record<FileKind, string>>;
  /** Which file was taken for what, and what was left out and why: shown before the load. */
  plan: string[];
}

export async function assembleDelivery(
  paths: readonly string[],
  workDir: string,
): Promise<Result<Delivery, string>> {
  let opened: Awaited<ReturnType<typeof listSources>>;
  try {
    opened = await listSources(paths);
  } catch (e) {
    if (e instanceof DeliveryError) return err(e.message);
    throw e;
  }
  try {
    const parts = new Map<FileKind, { source: DeliverySource; header: string; format: string }[]>();
    const skipped: string[] = [];
    for (const source of opened.sources) {
      const header = await firstLineOf(source);
      const seen = recogniseFile(source.name, header);
      if (seen.kind === null) {
        skipped.push(`  left out        ${source.shown} (${seen.reason})`);
        continue;
      }
      parts.set(seen.kind, [
        ...(parts.get(seen.kind) ?? []),
        { source, header: header ?? '', format: seen.format },
      ]);
    }
    const voters = parts.get('voters');
    if (!voters)
      return err(
        `No registration file was found in ${paths.join(', ')}: a registration file has a header of QVF ` +
          'column names (VOTER_IDENTIFICATION_NUMBER, LAST_NAME, ...) or 520-character records.',
      );
    const files: Delivery['files'] = {};
    const plan: string[] = [];
    for (const kind of FILE_KINDS) {
      const list = (parts.get(kind) ?? []).sort((a, b) => byPartName(a.source.name, b.source.name));
      if (list.length === 0) continue;
      const [first] = list;
      if (!first) continue;
      if (list.some((p) => p.format !== first.format))
        return err(
          `The ${FILE_KIND_LABELS[kind]} come in two layouts (CSV and fixed-width): load one era at a time.`,
        );
      if (first.format === 'csv') {
        const odd = list.find((p) => headerNames(p.header).join(',') !== headerNames(first.header).join(','));
        if (odd)
          return err(
            `${odd.source.shown} and ${first.source.shown} are parts of the ${FILE_KIND_LABELS[kind]} with ` +
              'different headers: the parts of one file must have the same columns.',
          );
      }
      const shown = list.map((p) => p.source.shown).join(', ');
      const label = FILE_KIND_LABELS[kind].padEnd(16);
      plan.push(`  ${label}${list.length > 1 ? `${list.length} parts: ` : ''}${shown}`);
      if (list.length === 1 && first.source.path !== null) files[kind] = first.source.path;
      else
        files[kind] = await joinParts(
          list.map((p) => p.source),
          first.format === 'csv',
          join(workDir, joinedName(kind, first.source.name)),
        );
    }
    return ok({ files, plan: [...plan, ...skipped] });
  } finally {
    opened.close();
  }
}

/** The joined file keeps the first part's extension (the readers tell CSV from fixed-width by content). */
function joinedName(kind: FileKind, firstName: string): string {
  const ext = /\.[a-z0-9]+$/i.exec(firstName)?.[0] ?? '.csv';
  return `${kind}${ext}`;
}

/** Writes the parts one after another; after the first, a CSV part's header line is dropped. */
async function joinParts(parts: DeliverySource[], csv: boolean, target: string): Promise<string> {
  const out = createWriteStream(target);
  let endsWithNewline = true;
  const write = async (chunk: Buffer) => {
    if (chunk.length === 0) return;
    if (!out.write(chunk)) await once(out, 'drain');
    endsWithNewline = chunk[chunk.length - 1] === 0x0a;
  };
  for (const [i, part] of parts.entries()) {
    if (!endsWithNewline) await write(Buffer.from('\n'));
    let skipping = csv && i > 0;
    for await (const raw of await part.open()) {
      let chunk = raw as Buffer;
      if (skipping) {
        const end = chunk.indexOf(0x0a);
        if (end < 0) continue;
        chunk = chunk.subarray(end + 1);
        skipping = false;
      }
      await write(chunk);
    }
  }
  out.end();
  await once(out, 'finish');
  return target;
}
