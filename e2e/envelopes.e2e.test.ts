import { resolve } from 'node:path';
import { readCsv } from '@voterroll/voterfile/test-support/read-output';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, createAccount, openPage, queryRows, screenshotInBothThemes } from './harness';

/**
 * Issue 13, parts 3 and 4: a data-entry user opens an envelope the OCR could not read, sees the
 * scan, corrects the fields to what the envelope says (the generator's truth), and the AVCB
 * counts' entered envelopes go up by one.
 */

afterAll(closeBrowser);
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

type Account = Awaited<ReturnType<typeof createAccount>>;
let entry: Account;
const suffix = Math.random().toString(36).slice(2, 7);
const truth = readCsv(resolve('.tmp/e2e-data/envelopes-2020/envelopes-truth.csv'), 'utf8').records;

beforeAll(async () => {
  entry = await createAccount(`data-entry-${suffix}`, ['ROLE_DATA-ENTRY']);
});

const user = () => ({ username: entry.username, accessToken: entry.token, roles: ['ROLE_DATA-ENTRY'] });
const api = async <T>(path: string): Promise<T> => {
  const r = await fetch(`${baseUrl()}${path}`, { headers: { 'x-access-token': entry.token } });
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return (await r.json()) as T;
};

describe('ballot envelopes and AVCB counts in the browser', () => {
  it('a data-entry user corrects an envelope the OCR misread, and the AVCB counts change', async () => {
    const review = await api<{ envelopes: { file_name: string; avcb_number: number }[] }>(
      '/api/ballot-envelopes?status=REVIEW',
    );
    const chosen = review.envelopes[0]!;
    const truly = truth.find((t) => t.FILE_NAME === chosen.file_name)!;
    expect(truly).toBeDefined();

    const counts = await openPage('/avcb-counts-2020', { user: user() });
    const actual = () => counts.page.getByTestId('Ballot Envelopes-actual').textContent();
    await poll(actual).toMatch(/^\d/);
    const before = Number((await actual())!.replace(/,/g, ''));
    await poll(() => counts.page.getByTestId('data-table').locator('tbody tr').count()).toBeGreaterThan(0);
    await screenshotInBothThemes(counts.page, 'avcb-counts-2020');

    const { page, errors } = await openPage('/ballot-envelopes-2020', { user: user() });
    await page.getByLabel('Status').selectOption('REVIEW');
    await page.getByRole('button', { name: chosen.file_name }).click();
    const dialog = page.getByRole('dialog', { name: 'AV Ballot Envelope' });
    await poll(() =>
      dialog.getByRole('img', { name: `Scanned ballot envelope ${chosen.file_name}` }).count(),
    ).toBe(1);
    await screenshotInBothThemes(page, 'ballot-envelope-dialog');
    // An envelope needing review: the fields whose reading does not fit are marked to check.
    expect(await dialog.getByTestId('unsure-fields').textContent()).toMatch(
      /^The OCR was unsure of these: check them against the scan: \w/,
    );

    // A required field left blank: the spec's message, nothing saved.
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => dialog.getByText('Name is required').count()).toBe(1);

    await dialog.getByLabel('Name').fill(truly.NAME!);
    await dialog.getByLabel('Address').fill(truly.ADDRESS!);
    await dialog.getByLabel('Precinct').fill(truly.PRECINCT!);
    await dialog.getByLabel('AVCB Number').fill(truly.AVCB_NUMBER!);
    await dialog.getByLabel('Ballot Number').fill(truly.BALLOT_NUMBER!);
    await dialog.getByLabel('Ballot Signed Date').fill(truly.BALLOT_SIGNED_DATE!);
    await dialog.getByLabel('Ballot Received Date').fill(truly.BALLOT_RECEIVED_DATE ?? '');
    // "Save and next" saves and opens the next envelope needing review (issue 37 item 8).
    const next = review.envelopes
      .map((e) => e.file_name)
      .filter((f) => f > chosen.file_name)
      .sort()[0];
    expect(next).toBeDefined();
    await dialog.getByRole('button', { name: 'Save and next' }).click();
    await poll(() => page.getByText('Envelope saved.').count()).toBe(1);
    await poll(() => dialog.getByRole('img', { name: `Scanned ballot envelope ${next}` }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Status').selectOption('ALL');
    await poll(() => page.getByTestId('data-table').locator('tbody tr').count()).toBeGreaterThan(0);
    await screenshotInBothThemes(page, 'ballot-envelopes-2020');
    expect(errors).toEqual([]);

    const [stored] = await queryRows<{ name: string; current_data_entry_status: string; events: number }>(
      `select name, current_data_entry_status,
              (select count(*)::int from ballot_envelope_events v where v.file_name = e.file_name) as events
         from ballot_envelopes e where file_name = $1`,
      [chosen.file_name],
    );
    expect(stored).toEqual({ name: truly.NAME, current_data_entry_status: 'ENTERED', events: 1 });

    await counts.page.reload();
    await poll(async () => Number(((await actual()) ?? '').replace(/,/g, ''))).toBe(before + 1);
  }, 180_000);
});
