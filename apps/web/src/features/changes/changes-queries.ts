import { useQuery } from '@tanstack/react-query';
import {
  type ChangeKind,
  changeCountsResponse,
  changedResponse,
  changesResponse,
  type FieldChangeKind,
  unusualChangeMonthsResponse,
  unusualChangesResponse,
} from '@voterroll/contract/changes-api';
import type { ZoneChoice } from '../../components/location-filter/zone-store';
import { apiGet, segment } from '../../lib/api-client';

/** GET /api/registrations-{added,removed}/{snapshot}/{county}/[{jurisdiction}/][{precinct}/] (spec 2 section 7). */
export function useChanges(kind: ChangeKind, snapshot: string | undefined, choice: ZoneChoice, page: number) {
  const path = [choice.county, choice.jurisdiction, choice.precinct]
    .filter((p) => p !== null)
    .map((p) => `${segment(p.name)}/`)
    .join('');
  const url = `/api/registrations-${kind}/${segment(snapshot ?? '')}/${path}?page=${page}`;
  return useQuery({
    queryKey: ['registration-changes', url],
    queryFn: ({ signal }) => apiGet(url, changesResponse, signal),
    enabled: Boolean(snapshot && choice.county),
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/** GET /api/unusual-changes/{snapshot} (public): the counts out of line, most unusual first. */
export function useUnusualChanges(snapshot: string | undefined) {
  const url = `/api/unusual-changes/${segment(snapshot ?? '')}`;
  return useQuery({
    queryKey: ['unusual-changes', url],
    queryFn: ({ signal }) => apiGet(url, unusualChangesResponse, signal),
    enabled: Boolean(snapshot),
    retry: false,
  });
}

/** GET /api/change-counts/{zoneHash} (public): the zone's counts by kind and month. */
export function useChangeCounts(zoneHash: string | null) {
  const url = `/api/change-counts/${segment(zoneHash ?? '')}`;
  return useQuery({
    queryKey: ['change-counts', url],
    queryFn: ({ signal }) => apiGet(url, changeCountsResponse, signal),
    enabled: Boolean(zoneHash),
    retry: false,
  });
}

/** GET /api/registrations-changed/{snapshot}/{county}/[…]?kind=&page=: the registrations behind a figure. */
export function useChanged(
  snapshot: string | undefined,
  choice: ZoneChoice,
  kind: FieldChangeKind | undefined,
  page: number,
) {
  const path = [choice.county, choice.jurisdiction, choice.precinct]
    .filter((p) => p !== null)
    .map((p) => `${segment(p.name)}/`)
    .join('');
  const query = new URLSearchParams({ page: String(page), ...(kind ? { kind } : {}) });
  const url = `/api/registrations-changed/${segment(snapshot ?? '')}/${path}?${query}`;
  return useQuery({
    queryKey: ['registrations-changed', url],
    queryFn: ({ signal }) => apiGet(url, changedResponse, signal),
    enabled: Boolean(snapshot && choice.county),
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/** GET /api/unusual-change-months (public): the files with unusual changes, newest first. */
export function useUnusualChangeMonths() {
  return useQuery({
    queryKey: ['unusual-change-months'],
    queryFn: ({ signal }) => apiGet('/api/unusual-change-months', unusualChangeMonthsResponse, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
