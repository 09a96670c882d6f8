import {
  CLERK_PAGE_SIZE,
  CLERK_REVIEW_FILTERS,
  CLERK_SORTS,
  CLERK_TRIAGE_FILTERS,
  CLERK_VOTER_STATUS_FILTERS,
  type ClerkSort,
} from '@voterroll/contract/clerk-api';
import { CLERK_STATUSES } from '@voterroll/contract/triage';
import { CLERK_LIST_FILTER_KEYS, type ClerkListFilters, type ClerkListKind } from './clerk-list-queries';

/**
 * Where in a clerk list a registration page was opened: the list (tab, metric or status), its
 * order and filters, the row's position and the list page's own address. It travels in the
 * registration page's query string (`list`, `list_*`), so "Save and next" steps through the same
 * list in the same order, and a reload or a shared link keeps the place.
 */
export interface ListPlace {
  kind: ClerkListKind;
  filters: ClerkListFilters;
  /** The row's 1-based position in the list (its row_number). */
  pos: number;
  /** The page link's cursor of the row's page (Confirmation pages by key: issue 39), if opened from one. */
  after?: string | undefined;
  /** The list page's path and query, to go back to. */
  back: string;
}

export const CLERK_LIST_NAMES: Record<ClerkListKind['tab'], string> = {
  workspace: 'My Workspace',
  challenged: 'Challenged',
  confirmation: 'Confirmation',
};

/** The query string of a registration page opened at `place`. */
export function listSearch(place: ListPlace): string {
  const s = new URLSearchParams({ list: place.kind.tab });
  if (place.kind.tab === 'challenged') s.set('list_filter', place.kind.filter);
  if (place.kind.tab === 'workspace') s.set('list_status', place.kind.status);
  for (const k of CLERK_LIST_FILTER_KEYS) {
    const v = place.filters[k];
    if (v) s.set(`list_${k}`, v);
  }
  s.set('list_pos', String(place.pos));
  if (place.after) s.set('list_after', place.after);
  s.set('list_back', place.back);
  return s.toString();
}

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.find((x) => x === v);

/** The place a registration page's query string names, or null (not opened from a clerk list). */
export function readListPlace(s: URLSearchParams): ListPlace | null {
  const tab = s.get('list');
  let kind: ClerkListKind;
  if (tab === 'confirmation') kind = { tab };
  else if (tab === 'challenged') {
    const filter = oneOf(CLERK_REVIEW_FILTERS, s.get('list_filter'));
    if (!filter) return null;
    kind = { tab, filter };
  } else if (tab === 'workspace')
    kind = { tab, status: oneOf(CLERK_STATUSES, s.get('list_status')) ?? 'ALL' };
  else return null;
  const pos = Number(s.get('list_pos'));
  if (!Number.isInteger(pos) || pos < 1) return null;
  const filters: ClerkListFilters = {};
  for (const k of CLERK_LIST_FILTER_KEYS) {
    const v = s.get(`list_${k}`);
    if (v) filters[k] = v as never;
  }
  filters.sort = oneOf(CLERK_SORTS, filters.sort ?? null) as ClerkSort | undefined;
  filters.dir = oneOf(['asc', 'desc'] as const, filters.dir ?? null);
  // Only the status filters the tab offers (the server refuses others with 400): a link saved when
  // Confirmation still offered CH, V or R steps through the whole list instead of failing.
  const statuses = kind.tab === 'workspace' ? null : kind.tab;
  filters.voter_status = statuses
    ? oneOf(CLERK_VOTER_STATUS_FILTERS[statuses], filters.voter_status ?? null)
    : undefined;
  filters.triage_status = statuses
    ? oneOf(CLERK_TRIAGE_FILTERS[statuses], filters.triage_status ?? null)
    : undefined;
  // Only a path of this site (never another origin).
  const back = s.get('list_back') ?? '';
  return {
    kind,
    filters,
    pos,
    after: s.get('list_after') || undefined,
    back: back.startsWith('/') && !back.startsWith('//') ? back : '/dashboard',
  };
}

/** The list page holding a position. */
export const pageOf = (pos: number) => Math.ceil(pos / CLERK_PAGE_SIZE);
