import { triageStatusLabel } from '@voterroll/contract/labels';
import { CLERK_QUEUE_COMMENT } from '@voterroll/contract/triage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../apps/web/src/lib/format';
import { callApi, countiesByDeceased } from './api-helpers';
import {
  clerkChallengeCounts,
  clerkOpensAndQueues,
  myChallenges,
  type Pictures,
  patriotHomeShowsPacket,
  patriotMarksToBeChallenged,
  patriotPreparesAndSubmits,
  pdfPath,
  picturesAtTwoWidths,
  poll,
  researcherSendsToTriage,
  rowOf,
  signIn,
} from './challenge-steps';
import { closeBrowser, createAccount, queryRows, screenshotInBothThemes } from './harness';

/**
 * Issue 26, the whole chain, each actor signing in through the form: a researcher sends a
 * registration to triage from its research notes on Registrations For Review; the Election
 * Patriot of that county (another account) opens it from their home's To verify card, marks it To
 * Be Challenged, prepares the challenge of MCL 168.512 and submits it; the clerk of its
 * jurisdiction sees it in Challenged, opens the packet, adds it to the queue in one click and
 * records a next step. The registration's page
 * shows each step's actor, time and text. Issue 35: the packet is a document (its reference, the
 * evidence in sentences, no JSON; its PDF downloaded and read), a confirmation page follows the
 * submission, the clerk opens the packet from Challenged, the patriot's home shows it submitted,
 * and the counts before and after agree.
 */

afterAll(closeBrowser);

/** Each step signs in, walks several pages and takes pictures in both themes. */
const STEP = 240_000;
type Account = Awaited<ReturnType<typeof createAccount>>;
type ReviewRow = {
  voter_identification_number: number;
  current_triage_status: string;
  last_name: string;
  first_name: string;
  jurisdiction_name: string;
};

const suffix = Math.random().toString(36).slice(2, 7);
let county: string;
let jurisdiction: string;
let voter: ReviewRow;
let researcher: Account;
let patriot: Account;
let clerk: Account;
let reference: string;
/** The counts before the walk: the patriot's packets, the clerk's packets and those waiting. */
let before: { mine: number; packets: number; waiting: number };
const clerkCounts = () => clerkChallengeCounts(clerk.token);
const myCounts = () => myChallenges(patriot.token);
/** Pictures in both themes, the packet's pages at a desktop's width and a phone's. */
const pictures: Pictures = (page, name, kind) =>
  kind === 'themes' ? screenshotInBothThemes(page, name) : picturesAtTwoWidths(page, name);

beforeAll(async () => {
  // A county in the middle of the table (the other walks take its ends and their neighbours).
  const counties = await countiesByDeceased();
  const root = await createAccount(`rootchain-${suffix}`, ['ROLE_SITE-ROOT']);
  for (const c of counties.slice(Math.floor(counties.length / 2))) {
    const rows = (
      await callApi<{ rows: ReviewRow[] }>(
        `/api/review-list/ALL/${encodeURIComponent(c.county_name)}/?sort=voter_identification_number&dir=asc`,
        root.token,
      )
    ).rows;
    const row = rows.find((r) => r.current_triage_status === 'NEW' && r.last_name && r.first_name);
    if (row) {
      county = c.county_name;
      voter = row;
      jurisdiction = row.jurisdiction_name;
      break;
    }
  }
  researcher = await createAccount(`chainres-${suffix}`, ['ROLE_DIGITAL-RESEARCHER'], { county });
  patriot = await createAccount(`chainpat-${suffix}`, ['ROLE_ELECTION-PATRIOT'], { county });
  clerk = await createAccount(`chainclerk-${suffix}`, ['ROLE_CLERK'], { county, jurisdiction });
  // The patriot's account was matched at sign-up to a registration of the same city or township.
  const [own] = await queryRows<{ voter_id: number }>(
    `select voter_id from registrations
      where snapshot_date = (select max(snapshot_date) from snapshots where status = 'ready')
        and county_name = $1 and jurisdiction_name = $2 and voter_id <> $3
        and voter_status_type_code = 'A'
        and voter_id not in (select voter_id from users where voter_id is not null)
      order by voter_id limit 1`,
    [county, jurisdiction, voter.voter_identification_number],
  );
  await queryRows('update users set voter_id = $1 where id = $2 returning id', [
    own!.voter_id,
    patriot.userId,
  ]);
  const [m, c] = [await myCounts(), await clerkCounts()];
  before = {
    mine: m.submitted_total,
    packets: c.challenges_submitted_total,
    waiting: c.challenge_submitted_count,
  };
});

describe('the challenge reaches the clerk', () => {
  const target = () => ({ voter, county, jurisdiction });

  it('a researcher sends the registration to triage from its research notes', { timeout: STEP }, async () => {
    await researcherSendsToTriage(await signIn(researcher), target(), pictures);
  });

  it('the Election Patriot marks it To Be Challenged, prepares and submits the challenge', {
    timeout: STEP,
  }, async () => {
    // From their home: the card of registrations to verify opens Flagged on them.
    const page = await signIn(patriot);
    await patriotMarksToBeChallenged(page, target(), pictures);
    reference = await patriotPreparesAndSubmits(page, target(), {
      challenger: patriot.username,
      pdfFile: pdfPath(`challenge-${suffix}.pdf`),
      pictures,
    });

    // Counted once submitted: the patriot's and the clerk's counts each one more.
    expect((await myCounts()).submitted_total).toBe(before.mine + 1);
    expect(await clerkCounts()).toMatchObject({
      challenges_submitted_total: before.packets + 1,
      challenge_submitted_count: before.waiting + 1,
    });
  });

  it('the clerk sees it in Challenges Submitted, queues it in one click and records a next step', {
    timeout: STEP,
  }, async () => {
    const page = await signIn(clerk);
    const id = voter.voter_identification_number;
    await clerkOpensAndQueues(page, target(), reference, pictures);

    await page.getByRole('tab', { name: 'My Workspace' }).click();
    await poll(() => rowOf(page, id).count()).toBe(1);
    await rowOf(page, id).getByTestId('notes-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Next Steps' }).click();
    await dialog.getByLabel('Final disposition').selectOption('NS');
    await dialog.getByLabel('Reason description').fill('Confirmation notice mailed to the registrant.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => dialog.getByText(/Saved: Confirmation Notice Sent/).count()).toBeGreaterThan(0);
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    await poll(() => dialog.getByText(clerk.username).count()).toBeGreaterThan(0);
    await screenshotInBothThemes(page, 'chain-7-clerk-next-step');

    // Taken up: no longer waiting in Challenged, still counted as submitted.
    expect(await clerkCounts()).toMatchObject({
      challenges_submitted_total: before.packets + 1,
      challenge_submitted_count: before.waiting,
    });
    await page.goto('/dashboard');
    await poll(() => page.getByTestId('clerk-packets-total').textContent()).toBe(String(before.packets + 1));
  });

  it("the patriot's home shows the packet submitted, with where it is now", { timeout: STEP }, async () => {
    await patriotHomeShowsPacket(await signIn(patriot), {
      token: patriot.token,
      reference,
      status: 'NS',
      submitted: before.mine + 1,
      pictures,
    });
  });

  it("shows each step's actor, time and text on the registration's page", { timeout: STEP }, async () => {
    const id = voter.voter_identification_number;
    const history = await callApi<{
      comments: {
        actor_name: string;
        createdAt: string;
        comments_x: string;
        current_triage_status: string;
      }[];
    }>(`/api/flagged-registration-comments/${id}`, clerk.token);
    expect(history.comments.map((c) => [c.current_triage_status, c.actor_name])).toEqual([
      ['TRG', researcher.username],
      ['SFCR', patriot.username],
      ['CS', patriot.username],
      ['INQ', clerk.username],
      ['NS', clerk.username],
    ]);

    // The page anyone allowed can share: each step's who, when, move and words, oldest first.
    const page = await signIn(clerk);
    await page.goto(`/registration/${id}`);
    const items = page.getByTestId('activity-list').getByTestId('activity-item');
    await poll(() => items.count()).toBe(5);
    const texts = (testId: string) => items.getByTestId(testId).allTextContents();
    expect(await texts('activity-who')).toEqual([
      `${researcher.username} (Digital Researcher)`,
      `${patriot.username} (Election Patriot)`,
      `${patriot.username} (Election Patriot)`,
      `${clerk.username} (Clerk)`,
      `${clerk.username} (Clerk)`,
    ]);
    expect(await texts('activity-when')).toEqual(history.comments.map((c) => formatDateTime(c.createdAt)));
    const moves = ['NEW', 'TRG', 'SFCR', 'CS', 'INQ', 'NS'] as const;
    expect(await texts('activity-move')).toEqual(
      moves.slice(1).map((to, i) => `${triageStatusLabel(moves[i]!)} → ${triageStatusLabel(to)}`),
    );
    const words = await texts('activity-text');
    expect(words[0]).toBe('The house at this address is for sale and empty.');
    expect(words[1]).toBe('Checked in person: a neighbour says they moved in 2022.');
    expect(words[2]).toMatch(
      new RegExp(
        `^Challenge submitted to the clerk under MCL 168\\.512 by .* a registered voter of ${jurisdiction}`,
      ),
    );
    expect(words[2]).toContain('the house is empty and for sale');
    expect(words[3]).toBe(CLERK_QUEUE_COMMENT);
    expect(words[4]).toBe('Confirmation notice mailed to the registrant.');
    await screenshotInBothThemes(page, 'chain-8-registration-page');
  });
});
