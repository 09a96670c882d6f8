import { useQuery } from '@tanstack/react-query';
import { type ChangeKind, changesResponse } from '@voterroll/contract/changes-api';
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
