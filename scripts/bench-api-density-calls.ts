/**
 * bench:api's High Registration Density reads: the county table, a zone's addresses at each
 * threshold and status, searched and paged by their links, and a dense address's occupants.
 */
import { type BenchCall, enc, type Keys, type Pick } from './bench-api-keys';

/** Address searches of one or two letters: a street's initial, a street type, a house number's first digit. */
const SHORT_SEARCHES = ['M', 'ST', '1', 'DR', 'W', 'MA'];
/** Density searches the street index answers: three letters or more, after a house number or not. */
const STREET_SEARCHES = ['MAIN', 'GRA', 'WASHINGTON', 'MAPLE', '100 MAIN', 'LIN'];

/**
 * Users paging a density list as its pager lets them: each request opens a page some earlier answer
 * linked (the first, those near it, the last), so the pages reached spread from both ends.
 */
function densityWalk(name: string, path: string, pick: Pick): BenchCall {
  const linked = new Map<number, string>();
  const sep = path.includes('?') ? '&' : '?';
  return {
    name,
    request: (i) => ({ url: linked.size === 0 ? path : pick([...linked.values()], i * 7919) }),
    seen: (text) => {
      const { links } = JSON.parse(text) as { links: { page: number; cursor: string | null }[] };
      for (const l of links) linked.set(l.page, l.cursor ? `${path}${sep}after=${enc(l.cursor)}` : path);
    },
  };
}

export function densityCalls(k: Keys, pick: Pick): BenchCall[] {
  const county = (i: number) => enc(pick(k.counties, i).county);
  return [
    { name: 'density counties', request: () => ({ url: '/api/registration-density/' }) },
    densityWalk('density Wayne 5+, pages by their links', '/api/registration-density/4/WAYNE', pick),
    densityWalk('density Wayne 2-4, pages by their links', '/api/registration-density/1-4/WAYNE', pick),
    densityWalk('density Wayne 1-2, pages by their links', '/api/registration-density/0-2/WAYNE', pick),
    {
      name: 'density county 5+ status NEW',
      request: (i) => ({ url: `/api/registration-density/4/${county(i)}?status=NEW` }),
    },
    {
      name: 'density Wayne search',
      request: () => ({ url: '/api/registration-density/4/WAYNE?q=MAIN' }),
    },
    {
      // Refused: no index answers them (DENSITY_SEARCH_TOO_SHORT).
      name: 'density Wayne search 1-2 letters',
      request: (i) => ({ url: `/api/registration-density/4/WAYNE?q=${pick(SHORT_SEARCHES, i)}` }),
      expect: [400],
    },
    {
      name: 'density Wayne 1-2 registrations search',
      request: (i) => ({ url: `/api/registration-density/0-2/WAYNE?q=${enc(pick(STREET_SEARCHES, i))}` }),
    },
    densityWalk(
      'density Wayne 1-2 registrations search, pages',
      '/api/registration-density/0-2/WAYNE?q=MAIN',
      pick,
    ),
    {
      name: 'occupants of a dense Wayne address',
      request: (i) => ({ url: `/api/address/WAYNE/${pick(k.denseAddresses, i)}` }),
    },
  ];
}
