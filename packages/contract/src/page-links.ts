import { z } from 'zod';

/**
 * Keyset paging (issue 39): a long list's page links carry the key of the row before the page, so a
 * page reads an index range from there and never the rows before it. The server answers, beside a
 * page, the links of the first page, of the pages within PAGE_LINK_WINDOW of it and of the last
 * page (read from the end); the pager offers those (docs/database.md "Keyset paging").
 */
export const PAGE_LINK_WINDOW = 2;
/** A list's first pages also open by number alone (`page=`), reading the index keys before them. */
export const PAGE_WITHOUT_LINK_MAX = 10;
/** The query parameter of a page link's cursor. */
export const PAGE_CURSOR_PARAM = 'after';

export const PAGE_CURSOR_DAMAGED =
  'This page link is damaged or incomplete; open the list from its first page.';
export const PAGE_CURSOR_STALE =
  'This page link belongs to another order, filter or month of the list; open the list from its first page.';
export const PAGE_NEEDS_LINK = `Pages after ${PAGE_WITHOUT_LINK_MAX} open from the list's page links (Next, Last or a page number near this one).`;

/** A page the pager may open: its number, and its cursor (null: the list's first page). */
export const pageLinkSchema = z.object({ page: z.number().int().min(1), cursor: z.string().nullable() });
export const pageLinksSchema = z.array(pageLinkSchema);
export type PageLink = z.infer<typeof pageLinkSchema>;

/** The highest page a link may name: 30 million rows of 30 (the state holds 8.4 million). */
export const PAGE_NUMBER_MAX = 1_000_000;

/** What a cursor holds. */
export const pageCursorBody = z.object({
  /** The list it belongs to: a digest of its order, filters and snapshot (`listDigest`). */
  l: z.string().max(16),
  /** The page it opens (shown, and the rows' numbers count from it). */
  p: z.number().int().min(1).max(PAGE_NUMBER_MAX),
  /** The key of the row before the page (its sort value, then its id); absent: the last page. */
  k: z
    .array(z.union([z.string().max(256), z.number(), z.null()]))
    .max(4)
    .optional(),
});
export type PageCursor = z.infer<typeof pageCursorBody>;

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

/** A cursor as the opaque text of a page link. */
export const encodeCursor = (c: PageCursor): string =>
  toBase64Url(new TextEncoder().encode(JSON.stringify(c)));

/** The `after` query parameter: an opaque page link decoded, or refused with PAGE_CURSOR_DAMAGED. */
export const pageCursorParam = z
  .string()
  .max(1024, PAGE_CURSOR_DAMAGED)
  .transform((text, ctx) => {
    try {
      const parsed = pageCursorBody.safeParse(
        JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(text))),
      );
      if (parsed.success) return parsed.data;
    } catch {
      // Not base64 or not JSON: refused below.
    }
    ctx.addIssue({ code: 'custom', message: PAGE_CURSOR_DAMAGED });
    return z.NEVER;
  })
  .optional();

/**
 * The links a page offers: the first page, those within `window` of `page`, and the last (`count`).
 * A page's cursor names the key of the row before it (`keyAt(place)`, places counted from 1); the
 * last page, when that key is not known, reads from the list's end.
 */
export function pageLinksOf(o: {
  page: number;
  count: number;
  size: number;
  window: number;
  list: string;
  keyAt: (place: number) => readonly (string | number | null)[] | undefined;
}): PageLink[] {
  const linked = new Set([1, o.count]);
  for (let p = o.page - o.window; p <= o.page + o.window; p++) if (p >= 1 && p <= o.count) linked.add(p);
  const links: PageLink[] = [];
  for (const p of [...linked].sort((a, b) => a - b)) {
    if (p === o.page) continue;
    const key = o.keyAt((p - 1) * o.size);
    if (p === 1) links.push({ page: p, cursor: null });
    else if (key) links.push({ page: p, cursor: encodeCursor({ l: o.list, p, k: [...key] }) });
    else if (p === o.count) links.push({ page: p, cursor: encodeCursor({ l: o.list, p }) });
  }
  return links;
}

/** A short digest of what a list's cursor belongs to (its order, filters, snapshot), FNV-1a. */
export function listDigest(parts: readonly unknown[]): string {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(parts)) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
