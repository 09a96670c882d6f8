import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api-helpers';
import {
  clerkChallengeCounts,
  clerkOpensAndQueues,
  myChallenges,
  type Pictures,
  patriotHomeShowsPacket,
  patriotMarksToBeChallenged,
  patriotPreparesAndSubmits,
  researcherSendsToTriage,
  signIn,
  type Target,
} from './challenge-steps';
import { freePort } from './free-port';
import { closeBrowser, screenshot } from './harness';

/**
 * Issue 35's walk on what a newcomer gets from `npm start`: the server started as `npm start`
 * starts it (scripts/start.mjs, demo mode, a first start on an empty database), the demo accounts
 * read from the accounts.txt it writes, each signing in through the login form. The demo
 * researcher sends a registration of the demo clerk's city to triage from its research notes; the
 * demo Election Patriot of that county (linked to a registration of that city: MCL 168.512's
 * challenger) marks it To Be Challenged, prepares the packet, prints it and submits it; the demo
 * clerk finds it in Challenged, opens the packet and queues it; the patriot's home shows it
 * submitted; the counts before and after agree.
 *
 * Its own data folder under .tmp (database, demo files, envelopes, extracts), never ./data. A
 * smaller demo (DEMO_VOTERS, DEMO_SNAPSHOTS): the full one's first start loads 24 snapshots of
 * 30,000 registrations, about 25 minutes on two loaded cores; the code path and the accounts are
 * the same. Only in the embedded-database pass: `npm start`'s demo is PGlite in a folder, and the
 * PostgreSQL pass would run this same embedded server again (the chain's SQL on PostgreSQL is
 * challenge-chain.e2e.test.ts's).
 */

const STEP = 240_000;
/** Generating and loading the small demo, building the web app if stale: a minute or two when loaded. */
const START_TIMEOUT = 600_000;
const DEMO = { DEMO_VOTERS: '3000', DEMO_SNAPSHOTS: '2' };

/**
 * `npm start`'s server with its data in `dir`, on `port`; `ready` resolves once it says it serves.
 * The process is returned at once, so that the file's afterAll stops it even if it never got there.
 */
function startDemo(
  dir: string,
  port: number,
  output: string[],
): { server: ChildProcess; ready: Promise<void> } {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      // As a newcomer runs it: no test environment, the embedded database in a folder of this run.
      NODE_ENV: undefined,
      DATABASE_URL: join(dir, 'db'),
      DEMO_DIR: join(dir, 'demo'),
      ENVELOPE_IMAGE_DIR: join(dir, 'envelopes'),
      EXTRACTS_DIR: join(dir, 'extracts'),
      PORT: String(port),
      ...DEMO,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolveReady, fail) => {
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes(`serving http://localhost:${port}`)) resolveReady();
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => fail(new Error(`npm start ended (${code}):\n${output.join('')}`)));
  });
  return { server, ready };
}

/** The demo accounts file: each account's password and area ('state-wide', 'COUNTY', 'COUNTY / CITY'). */
function demoAccounts(file: string): Map<string, { username: string; password: string; area: string }> {
  const lines = readFileSync(file, 'utf8').matchAll(/^\s+(demo-\S+)\s+(\S+)\s+(.+)$/gm);
  return new Map(
    [...lines].map(([, username = '', password = '', area = '']) => [username, { username, password, area }]),
  );
}

type Account = { username: string; password: string; area: string };
let dir: string;
let server: ChildProcess | undefined;
const output: string[] = [];
let researcher: Account;
let patriot: Account;
let clerk: Account;
let target: Target;
let reference: string;
let tokens: { patriot: string; clerk: string };
let before: { mine: number; packets: number; waiting: number };
/** One picture per step, at a desktop's width in the light theme: the walk is long enough. */
const pictures: Pictures = (page, name) => screenshot(page, `demo-${name}`);

const apiSignIn = async (a: Account) =>
  (
    await callApi<{ accessToken: string }>('/api/auth/signin', undefined, {
      username: a.username,
      password: a.password,
    })
  ).accessToken;

describe.skipIf(Boolean(process.env.DATABASE_URL))(
  "a challenge on npm start's demo, with its accounts",
  () => {
    beforeAll(async () => {
      mkdirSync(resolve('.tmp'), { recursive: true });
      dir = mkdtempSync(resolve('.tmp', 'demo-walk-'));
      const started = Date.now();
      const port = await freePort();
      const demo = startDemo(dir, port, output);
      server = demo.server;
      await demo.ready;
      process.stderr.write(
        `demo walk: npm start served the demo after ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
      );
      // This file's pages and API calls go to the demo, not to the e2e set-up's server.
      process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;

      const accounts = demoAccounts(join(dir, 'demo', 'accounts.txt'));
      const account = (name: string) => {
        const a = accounts.get(name);
        if (!a) throw new Error(`${name} is not in accounts.txt: ${[...accounts.keys()].join(', ')}`);
        return a;
      };
      researcher = account('demo-digital-researcher');
      patriot = account('demo-election-patriot');
      clerk = account('demo-clerk');
      // The clerk's city, in the patriot's county; the researcher reads the whole state.
      const [county = '', jurisdiction = ''] = clerk.area.split(' / ');
      expect(jurisdiction).not.toBe('');
      expect(patriot.area).toBe(county);
      expect(researcher.area).toBe('state-wide');

      // A registration of that city with findings nobody has flagged yet, as Registrations For Review lists it.
      const rows = (
        await callApi<{ rows: (Target['voter'] & { current_triage_status: string })[] }>(
          `/api/review-list/ALL/${encodeURIComponent(county)}/${encodeURIComponent(jurisdiction)}/?sort=voter_identification_number&dir=asc`,
          await apiSignIn(researcher),
        )
      ).rows;
      const voter = rows.find((r) => r.current_triage_status === 'NEW' && r.last_name && r.first_name);
      if (!voter) throw new Error(`no registration to review in ${jurisdiction}`);
      target = { voter, county, jurisdiction };

      tokens = { patriot: await apiSignIn(patriot), clerk: await apiSignIn(clerk) };
      const [m, c] = [await myChallenges(tokens.patriot), await clerkChallengeCounts(tokens.clerk)];
      before = {
        mine: m.submitted_total,
        packets: c.challenges_submitted_total,
        waiting: c.challenge_submitted_count,
      };
    }, START_TIMEOUT);

    afterAll(async () => {
      await closeBrowser();
      if (server && server.exitCode === null) {
        const ended = new Promise((done) => server?.once('exit', done));
        server.kill('SIGTERM');
        await ended;
      }
      if (dir) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it('the demo researcher sends it to triage from its research notes', { timeout: STEP }, async () => {
      await researcherSendsToTriage(await signIn(researcher), target, pictures);
    });

    it('the demo patriot marks it To Be Challenged, prints the packet and submits it', {
      timeout: STEP,
    }, async () => {
      const page = await signIn(patriot);
      await patriotMarksToBeChallenged(page, target, pictures);
      reference = await patriotPreparesAndSubmits(page, target, {
        challenger: patriot.username,
        pdfFile: join(dir, `challenge-${target.voter.voter_identification_number}.pdf`),
        pictures,
      });
      expect((await myChallenges(tokens.patriot)).submitted_total).toBe(before.mine + 1);
      expect(await clerkChallengeCounts(tokens.clerk)).toMatchObject({
        challenges_submitted_total: before.packets + 1,
        challenge_submitted_count: before.waiting + 1,
      });
    });

    it('the demo clerk finds it in Challenged, opens the packet and queues it', {
      timeout: STEP,
    }, async () => {
      await clerkOpensAndQueues(await signIn(clerk), target, reference, pictures);
      // Taken up: no longer waiting, still counted as submitted.
      expect(await clerkChallengeCounts(tokens.clerk)).toMatchObject({
        challenges_submitted_total: before.packets + 1,
        challenge_submitted_count: before.waiting,
      });
    });

    it("the demo patriot's home shows it submitted, in the clerk's queue", { timeout: STEP }, async () => {
      await patriotHomeShowsPacket(await signIn(patriot), {
        token: tokens.patriot,
        reference,
        status: 'INQ',
        submitted: before.mine + 1,
        pictures,
      });
    });
  },
);
