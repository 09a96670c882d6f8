/**
 * bench:api's workspace reads: the clerk's and the patriot's dashboards and the researcher's
 * extracts. Registrations added and removed, envelopes and AVCB need earlier snapshots or the
 * 2020 envelope set, which a one-snapshot statewide load does not have.
 */
import { type BenchCall, enc, type Persona, type Pick } from './bench-api-keys';

/**
 * A clerk paging Due for Confirmation as its pager lets them (keyset, issue 39): each request opens
 * a page some earlier answer linked (the first, those near it, the last), so the pages reached
 * spread from both ends.
 */
function dueWalk(name: string, as: Persona, path: string, pick: Pick): BenchCall {
  const linked = new Map<number, string>();
  const sep = path.includes('?') ? '&' : '?';
  return {
    name,
    as,
    request: (i) => ({ url: linked.size === 0 ? path : pick([...linked.values()], i * 7919) }),
    seen: (text) => {
      const { links } = JSON.parse(text) as { links: { page: number; cursor: string | null }[] };
      for (const l of links) linked.set(l.page, l.cursor ? `${path}${sep}after=${enc(l.cursor)}` : path);
    },
  };
}

export function workspaceCalls(pick: Pick): BenchCall[] {
  return [
    { name: 'clerk metrics Wayne', as: 'wayneClerk', request: () => ({ url: '/api/clerk-review-metrics/' }) },
    { name: 'clerk metrics state', as: 'root', request: () => ({ url: '/api/clerk-review-metrics/' }) },
    { name: 'clerk summary Wayne', as: 'wayneClerk', request: () => ({ url: '/api/clerk-review-summary/' }) },
    {
      name: 'clerk workspace Wayne',
      as: 'wayneClerk',
      request: () => ({ url: '/api/clerk-workspace-list/' }),
    },
    {
      name: 'clerk challenged Wayne',
      as: 'wayneClerk',
      request: () => ({ url: '/api/clerk-review-list', body: { filter_code: 'CS' } }),
    },
    dueWalk(
      'due for confirmation Wayne, pages by their links',
      'wayneClerk',
      '/api/due-for-confirmation',
      pick,
    ),
    {
      name: 'due for confirmation state',
      as: 'root',
      request: () => ({ url: '/api/due-for-confirmation' }),
    },
    // Pages 1-10 open by number (PAGE_WITHOUT_LINK_MAX); deeper ones from the links of a page.
    {
      name: 'due for confirmation state, pages 1-10',
      as: 'root',
      request: (i) => ({ url: `/api/due-for-confirmation?sort=full_street_address&page=${1 + (i % 10)}` }),
    },
    dueWalk(
      'due for confirmation state, pages by their links',
      'root',
      '/api/due-for-confirmation?sort=year_of_birth&dir=desc',
      pick,
    ),
    {
      name: 'patriot flagged Wayne',
      as: 'waynePatriot',
      request: () => ({ url: '/api/flagged-registration-review' }),
    },
    {
      name: 'patriot removed Wayne',
      as: 'waynePatriot',
      request: () => ({ url: '/api/flagged-registrations-removed' }),
    },
    { name: 'extract requests', request: () => ({ url: '/api/downloads' }) },
  ];
}
