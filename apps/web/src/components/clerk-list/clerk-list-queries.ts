import { useQuery } from '@tanstack/react-query';
import {
  type ClerkList,
  type ClerkReviewFilter,
  type ClerkSort,
  clerkListResponse,
  dueForConfirmationResponse,
} from '@voterroll/contract/clerk-api';
import type { PageLink } from '@voterroll/contract/page-links';
import { apiGet, apiPost } from '../../lib/api-client';

/**
 * One server page of a clerk list (Challenged, Confirmation, My Workspace): shared by the clerk
 * dashboard, which shows it, and the registration page, which steps through it ("Save and next").
 */

/** Every clerk query's key starts so: a change refetches them all. */
export const CLERK_KEY = 'clerk';

export type ClerkListKind =
  | { tab: 'workspace'; status: string }
  | { tab: 'challenged'; filter: ClerkReviewFilter }
  | { tab: 'confirmation' };

/** A list's order and filters, as the server takes them (spec 3 sections 5, 9). */
export interface ClerkListFilters {
  sort?: ClerkSort | undefined;
  dir?: 'asc' | 'desc' | undefined;
  q?: string | undefined;
  triage_status?: string | undefined;
  voter_status?: string | undefined;
  county?: string | undefined;
  jurisdiction?: string | undefined;
}
export const CLERK_LIST_FILTER_KEYS = [
  'sort',
  'dir',
  'q',
  'triage_status',
  'voter_status',
  'county',
  'jurisdiction',
] as const satisfies readonly (keyof ClerkListFilters)[];

export interface ClerkListParams extends ClerkListFilters {
  page: number;
  /** A page link's cursor (Confirmation pages by key: issue 39); the page then comes from it. */
  after?: string | undefined;
}

/** A page of a clerk list; Confirmation's answer carries its page links. */
export type ClerkListPage = ClerkList & { links?: PageLink[] };

/** Only what is set: an empty filter is no filter. */
const setOnly = (p: ClerkListParams) =>
  Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== ''));

/** One server page of a clerk list (the server filters, sorts and pages: 30 rows). */
export function useClerkList(kind: ClerkListKind, p: ClerkListParams, enabled = true) {
  const sent = setOnly(p);
  const params = new URLSearchParams(Object.entries(sent).map(([k, v]) => [k, String(v)]));
  if (kind.tab === 'workspace') params.set('status', kind.status);
  return useQuery({
    queryKey: [CLERK_KEY, 'list', kind, sent],
    queryFn: ({ signal }): Promise<ClerkListPage> =>
      kind.tab === 'challenged'
        ? apiPost('/api/clerk-review-list', { filter_code: kind.filter, ...sent }, clerkListResponse)
        : kind.tab === 'workspace'
          ? apiGet(`/api/clerk-workspace-list/?${params}`, clerkListResponse, signal)
          : apiGet(`/api/due-for-confirmation?${params}`, dueForConfirmationResponse, signal),
    placeholderData: (previous) => previous,
    retry: false,
    enabled,
  });
}
