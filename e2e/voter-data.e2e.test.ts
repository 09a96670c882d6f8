import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { roleLabel } from '@voterroll/contract/labels';
import { REGISTERED_STATUSES } from '@voterroll/contract/metrics';
import { rolesWith } from '@voterroll/contract/policies';
import { QVF_COLUMNS_49 } from '@voterroll/voterfile/qvf-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, createAccount, openPage, screenshotInBothThemes } from './harness';

/**
 * Issue 12, voter-file extracts (spec 2 section 2.10): a volunteer picks a snapshot and a county,
 * generates a file, sees it written by the server's worker, downloads it, and its rows are the
 * county's registrations as the API tells them.
 */

afterAll(closeBrowser);

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 60_000, interval: 250 });
type Account = Awaited<ReturnType<typeof createAccount>>;
let patriot: Account;
let county: string;

const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const r = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'x-access-token': patriot.token, 'content-type': 'application/json' },
  });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
};

beforeAll(async () => {
  patriot = await createAccount(`extract-${Math.random().toString(36).slice(2, 7)}`, [
    'ROLE_ELECTION-PATRIOT',
  ]);
  const counties = await fetch(`${baseUrl()}/api/red-metrics-by-county`).then(
    (r) => r.json() as Promise<{ county_name: string }[]>,
  );
  county = counties[0]!.county_name;
});

describe('voter file downloads in the browser', () => {
  it('generates a county file, shows it done, and downloads the county’s registrations', async () => {
    const { page, errors } = await openPage('/voter-data', {
      user: { username: patriot.username, accessToken: patriot.token, roles: ['ROLE_ELECTION-PATRIOT'] },
    });
    const generate = page.getByRole('button', { name: 'Generate File' });
    await poll(() => page.getByLabel('Voter file snapshot').locator('option').count()).toBeGreaterThan(1);
    // Disabled until a snapshot and a county are chosen.
    expect(await generate.isDisabled()).toBe(true);
    const snapshots = await api<{ table_name: string; snapshot: string }[]>('/api/voter-file-snapshots');
    const newest = snapshots[0]!;
    await page.getByLabel('Voter file snapshot').selectOption(newest.table_name);
    expect(await generate.isDisabled()).toBe(true);
    await page.getByLabel('County', { exact: true }).selectOption({ label: county });
    await poll(() => generate.isDisabled()).toBe(false);
    await generate.click();
    await poll(() => page.getByTestId('voter-data-answer').textContent()).toMatch(
      new RegExp(`^Your file of ${county} County is (requested|ready)`),
    );
    await poll(() => page.getByTestId('download-status').first().textContent()).toContain('Completed');
    // Beside a completed row the answer says so, not how long a file usually takes (issue 37).
    await poll(() => page.getByTestId('voter-data-answer').textContent()).toBe(
      `Your file of ${county} County is ready: download it from Your requests below.`,
    );
    expect(await page.getByText(/about 15 minutes/).count()).toBe(0);
    await screenshotInBothThemes(page, 'voter-data');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download file' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${newest.snapshot}-${county.replace(/\s+/g, '-')}.csv.gz`);
    // The browser is remote (launchServer): the file is saved here through the connection.
    const path = join(mkdtempSync(join(tmpdir(), 'e2e-download-')), download.suggestedFilename());
    await download.saveAs(path);
    const lines = gunzipSync(readFileSync(path)).toString('latin1').trimEnd().split('\r\n');
    const field = (line: string, name: string) =>
      [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)][QVF_COLUMNS_49.indexOf(name as never)]?.[1] ?? '';
    expect(lines[0]).toBe(QVF_COLUMNS_49.map((c) => `"${c}"`).join(','));
    const rows = lines.slice(1);
    // Against the API: the county's requests row counts the file, the summary its registered voters,
    // and the review list's registrations are in it under the same name.
    const [request] = await api<{ rows_written: number }[]>('/api/downloads');
    expect(rows.length).toBe(request!.rows_written);
    const registered = rows.filter((l) =>
      (REGISTERED_STATUSES as readonly string[]).includes(field(l, 'VOTER_STATUS_TYPE_CODE')),
    ).length;
    const summary = await api<{ total_registered_voter_count: number }>(
      `/api/summary/${encodeURIComponent(county)}/`,
    );
    expect(registered).toBe(summary.total_registered_voter_count);
    expect(rows.every((l) => field(l, 'COUNTY_NAME') === county)).toBe(true);
    const review = await api<{ rows: { voter_identification_number: number; last_name: string }[] }>(
      `/api/review-list/ALL/${encodeURIComponent(county)}/`,
    ).catch(() => ({ rows: [] }));
    const byId = new Map(rows.map((l) => [field(l, 'VOTER_IDENTIFICATION_NUMBER'), field(l, 'LAST_NAME')]));
    for (const r of review.rows) expect(byId.get(String(r.voter_identification_number))).toBe(r.last_name);
    expect(errors).toEqual([]);
  });

  it('a role without downloads sees the no-access page naming the roles that have them', async () => {
    const clerk = await createAccount(`extract-clerk-${Math.random().toString(36).slice(2, 7)}`, [
      'ROLE_CLERK',
    ]);
    const { page } = await openPage('/voter-data', {
      user: { username: clerk.username, accessToken: clerk.token, roles: ['ROLE_CLERK'] },
    });
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-access');
    expect(await page.getByTestId('no-access-roles').getByRole('listitem').allTextContents()).toEqual(
      rolesWith('downloads.use').map(roleLabel),
    );
  });
});
