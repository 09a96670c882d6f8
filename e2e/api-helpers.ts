import { baseUrl } from './harness';

/**
 * Calls of the served API that walks share to arrange what a user would have done elsewhere
 * (flag a registration, move it along) or to read what the page should show. Each goes through
 * the real server with the account's session token, and a refusal fails the test with its answer.
 */

/** GET `path` (or POST `body` as JSON) as the session `token` (none: anonymous). */
export async function callApi<T>(path: string, token?: string, body?: object): Promise<T> {
  const r = await fetch(`${baseUrl()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(token ? { 'x-access-token': token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** The public county table, quietest first (fewest deceased): walks pick their county from it. */
export async function countiesByDeceased(): Promise<{ county_name: string; deceased_count: number }[]> {
  const counties = await callApi<{ county_name: string; deceased_count: number }[]>(
    '/api/red-metrics-by-county',
  );
  return counties.sort((a, b) => a.deceased_count - b.deceased_count);
}

/** A registration's triage status as the research notes read it (NEW: never flagged). */
export async function triageStatusOf(voterId: number, token: string): Promise<string> {
  const notes = await callApi<{ 'flagged-registration': { current_triage_status: string } | null }>(
    `/api/flagged-registration-comments/${voterId}`,
    token,
  );
  return notes['flagged-registration']?.current_triage_status ?? 'NEW';
}

/** A signed-in user's flag dialog: flags one registration TRG (for review) or VALID. */
export const flagRegistration = (
  token: string,
  voterId: number,
  report: { flag_status: 'TRG' | 'VALID'; flagged_reason: string; flagged_reason_x: string },
) =>
  callApi('/api/flag-registration-int', token, {
    selectedVoterIds: [{ voterIdentificationNo: voterId }],
    flagReport: report,
  });
