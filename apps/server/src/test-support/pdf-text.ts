import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, for tests: each content stream inflated, the strings of its text operators
 * (pdfkit writes them as hex, `<48656c6c6f> Tj` or in `[...] TJ` arrays) decoded and joined, one
 * line per operator. Enough to find words in a packet pdfkit made; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const op of content.matchAll(/(\[(?:[^\]]*)\]|<[0-9a-fA-F]*>)\s*T[Jj]/g)) {
      const hexes = [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) =>
        Buffer.from(h[1]!, 'hex').toString('latin1'),
      );
      lines.push(hexes.join(''));
    }
  }
  return lines.join('\n');
}
