import { AREA, occurs, type Seeded } from './seeded-county';

/** The permission matrix's area checks: how a request is aimed at the seeded county, and what its answers must be. */

export interface Request {
  url: string;
  payload?: object;
}

/**
 * How a protected route's request is aimed at the seeded county. 'read': answers data; 'write':
 * changes the county's data, which only a user of it may. `facts`: for aggregates, fragments of
 * the answer only the seeded county's numbers give. A route whose request cannot name the county
 * says why instead (`notAimable`).
 */
export type Aim =
  | { kind: 'read' | 'write'; request: (s: Seeded) => Request; facts?: string[] }
  | { notAimable: string };
type Aimed = Extract<Aim, { kind: string }>;

/** A zone path route at its three depths (each also with a trailing slash), aimed at the seeded precinct's zones. */
export function zonePaths(pattern: string, prefix: string, aim: Omit<Aimed, 'request'>): Record<string, Aim> {
  const depths: [string, string[]][] = [
    [':county', [AREA.county]],
    [':county/:jurisdiction', [AREA.county, AREA.jurisdiction]],
    [':county/:jurisdiction/:precinct', [AREA.county, AREA.jurisdiction, AREA.precinct]],
  ];
  const aims: Record<string, Aim> = {};
  for (const [params, values] of depths)
    for (const slash of ['', '/'])
      aims[`GET ${pattern}/${params}${slash}`] = {
        ...aim,
        request: () => ({ url: `${prefix}/${values.map(encodeURIComponent).join('/')}${slash}` }),
      };
  return aims;
}

interface Answer {
  status: number;
  body: string;
}

const is2xx = (status: number) => status >= 200 && status < 300;
const seededIn = (body: string, aim: Aimed, markers: readonly string[]) =>
  [...markers, ...(aim.facts ?? [])].filter((m) => occurs(body, m));

/**
 * What is wrong with a user of another county's answer, or null: a refusal (403/404) may repeat
 * what was asked (the voter id) and nothing more of the county; a read may answer 2xx with none
 * of it; anything else (a write done, 400, 409, 429, 5xx) is wrong.
 */
export function outsiderProblem(
  aim: Aimed,
  request: Request,
  r: Answer,
  markers: readonly string[],
): string | null {
  if (r.status === 403 || r.status === 404) {
    const asked = JSON.stringify(request);
    const more = seededIn(r.body, aim, markers).filter((m) => !occurs(asked, m));
    return more.length > 0 ? `${r.status} naming ${more.join(', ')}` : null;
  }
  if (aim.kind === 'read' && is2xx(r.status)) {
    const found = seededIn(r.body, aim, markers);
    return found.length > 0 ? `${r.status} with ${found.join(', ')}` : null;
  }
  return `${r.status} ${r.body.slice(0, 300)}`;
}

/** What is wrong with the county's own user's answer, or null: 2xx, and a read carries the county's data. */
export function insiderProblem(aim: Aimed, r: Answer, markers: readonly string[]): string | null {
  if (!is2xx(r.status)) return `${r.status} ${r.body.slice(0, 300)}`;
  if (aim.kind === 'read' && seededIn(r.body, aim, markers).length === 0)
    return `none of the county's data in ${r.body.slice(0, 300)}`;
  return null;
}
