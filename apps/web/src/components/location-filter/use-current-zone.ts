import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { fetchCounties, fetchJurisdictions, fetchZoneDetails } from './location-queries';
import { STATEWIDE, setZoneChoice, useZoneChoice, type ZoneChoice, zoneHashOf } from './zone-store';

/** The choice that a zone hash stands for: names from getzonedetails, parents' hashes from the lists. */
async function choiceOf(client: QueryClient, zoneHash: string): Promise<ZoneChoice> {
  const [details] = await fetchZoneDetails(zoneHash);
  if (!details || details.level === 'state' || !details.county_name) return STATEWIDE;
  const countyName = details.county_name;
  if (details.level === 'county')
    return { county: { name: countyName, hash: zoneHash }, jurisdiction: null, precinct: null };
  const county = (await fetchCounties(client)).find((c) => c.county_name === countyName);
  const countyPlace = { name: countyName, hash: county?.zone_hash ?? zoneHash };
  const jurisdictionName = details.jurisdiction_name ?? '';
  if (details.level === 'jurisdiction')
    return { county: countyPlace, jurisdiction: { name: jurisdictionName, hash: zoneHash }, precinct: null };
  const jurisdiction = (await fetchJurisdictions(client, countyName)).find(
    (j) => j.jurisdiction_name === jurisdictionName,
  );
  return {
    county: countyPlace,
    jurisdiction: { name: jurisdictionName, hash: jurisdiction?.zone_hash ?? zoneHash },
    precinct: { name: details.zone_name, hash: zoneHash },
  };
}

/**
 * The zone a metrics page shows: `?zone=` when the URL has one (a shared link, a score button),
 * else the location filter's choice from local storage, else MICHIGAN. The URL follows the choice,
 * so the page can be shared or reloaded as it is.
 */
export function useCurrentZone(): { zoneHash: string; choice: ZoneChoice; unknownZone: boolean } {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const choice = useZoneChoice();
  const chosen = zoneHashOf(choice);
  const fromUrl = params.get('zone');
  // The URL's zone last agreed with the choice: a different one came from outside (a link, a
  // score button) and is adopted; otherwise the choice changed and the URL follows it.
  const agreed = useRef<string | null>(null);
  const adopt = fromUrl !== null && fromUrl !== agreed.current && fromUrl !== chosen;
  const resolved = useQuery({
    queryKey: ['zone-choice', fromUrl],
    queryFn: () => choiceOf(client, fromUrl ?? 'MICHIGAN'),
    enabled: adopt,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (adopt && resolved.data) setZoneChoice(resolved.data);
  }, [adopt, resolved.data]);

  const settled = !adopt || resolved.isError;
  useEffect(() => {
    if (!settled) return;
    agreed.current = chosen;
    if (fromUrl === chosen) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('zone', chosen);
        return next;
      },
      { replace: true },
    );
  }, [settled, fromUrl, chosen, setParams]);

  return {
    zoneHash: adopt && !resolved.isError ? fromUrl : chosen,
    choice,
    unknownZone: adopt && resolved.isError,
  };
}
