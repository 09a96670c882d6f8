import { baseUrl, queryRows } from './harness';

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

/**
 * Submits a challenge the only way there is (DESIGN.md section 8): the account, linked here to an
 * active registration of the voter's city or township (its own at sign-up, in real life), marks
 * the registration To Be Challenged (someone else raised it: four eyes) and submits the packet.
 */
export async function challengeThroughPacket(
  account: { token: string; userId: number },
  voterId: number,
  reason: string,
): Promise<void> {
  await queryRows(
    `update users set voter_id = coalesce(voter_id, (
        select o.voter_id from registrations o join registrations v
            on v.snapshot_date = o.snapshot_date and v.voter_id = $2
         where o.snapshot_date = (select max(snapshot_date) from snapshots where status = 'ready')
           and o.county_name = v.county_name and o.jurisdiction_name = v.jurisdiction_name
           and o.voter_status_type_code = 'A' and o.voter_id <> v.voter_id
           and o.voter_id not in (select voter_id from users where voter_id is not null)
         order by o.voter_id limit 1))
      where id = $1 returning id`,
    [account.userId, voterId],
  );
  await callApi('/api/update-triage-status', account.token, {
    voter_id: voterId,
    triage_status: 'SFCR',
    flagged_reason: reason,
    comments_x: 'Checked the evidence on this registration alone',
  });
  const draft = await callApi<{ flag: { version: number } }>(`/api/challenge/${voterId}`, account.token);
  await callApi('/api/challenge', account.token, {
    voter_id: voterId,
    expected_version: draft.flag.version,
    reasons: `${reason}: the evidence in this packet, checked one registration at a time.`,
    attest: true,
  });
}
