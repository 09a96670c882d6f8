import { createReadStream } from 'node:fs';
import { CsvParser, type CsvRecord } from './csv-parser';
import { withoutBom } from './plain-lines';

export type TextEncodingName = 'latin1' | 'utf8';

export interface ReadCsvOptions {
  /** The QVF is Latin-1; this project's own auxiliary files are UTF-8. */
  encoding: TextEncodingName;
  /** Records per yielded batch. Small batches die young: large ones cost the collector. */
  batchSize?: number;
  /** Give each record's raw text too (CsvRecord.raw). */
  keepRaw?: boolean;
}

/** Streams a CSV file as batches of records, header included (it is the first record). */
export async function* readCsvRecords(path: string, options: ReadCsvOptions): AsyncGenerator<CsvRecord[]> {
  const batchSize = options.batchSize ?? 2_000;
  const parser = new CsvParser(options.keepRaw ?? false, { widthFromHeader: true });
  const decoder = options.encoding === 'utf8' ? new TextDecoder('utf-8') : null;
  let batch: CsvRecord[] = [];
  let first = true;
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    let buffer = chunk as Buffer;
    if (first) {
      buffer = withoutBom(buffer);
      first = false;
    }
    const text = decoder ? decoder.decode(buffer, { stream: true }) : buffer.toString('latin1');
    parser.push(text, batch);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (decoder) parser.push(decoder.decode(), batch);
  parser.end(batch);
  if (batch.length > 0) yield batch;
}
