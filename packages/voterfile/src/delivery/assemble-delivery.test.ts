import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../generator/generate';
import { assembleDelivery } from './assemble-delivery';
import { csvParts, writeZip } from './delivery.fixture';

let dir: string;
let voters: string;
let history: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'delivery-'));
  const summary = await generate({ outDir: join(dir, 'files'), voters: 200, snapshots: 1, seed: 5 });
  const date = summary.snapshots[0]!.date;
  voters = join(dir, 'files', date, 'EntireStateVoters.csv');
  history = join(dir, 'files', date, 'EntireStateVoterHistory.csv');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const work = () => mkdtempSync(join(dir, 'work-'));

describe('assembleDelivery', () => {
  it('joins a zip of parts into the files as one, header once, and says what it took', async () => {
    const [v1, v2] = csvParts(voters, 2);
    const [h1, h2, h3] = csvParts(history, 3);
    const zip = join(dir, 'Statewide.zip');
    await writeZip(zip, {
      'EntireStateVoters_2.csv': v2!,
      'EntireStateVoters_1.csv': v1!,
      'history/Entire State Voter History Part 10.csv': h3!,
      'history/Entire State Voter History Part 2.csv': h2!,
      'history/Entire State Voter History Part 1.csv': h1!,
      'ReadMe.txt': 'Statewide file, November.\n',
    });
    const r = await assembleDelivery([zip], work());
    expect(r.ok, r.ok ? '' : r.error).toBe(true);
    if (!r.ok) return;
    expect(readFileSync(r.value.files.voters!, 'latin1')).toBe(readFileSync(voters, 'latin1'));
    expect(readFileSync(r.value.files.history!, 'latin1')).toBe(readFileSync(history, 'latin1'));
    expect(r.value.plan).toEqual([
      '  registrations   2 parts: Statewide.zip: EntireStateVoters_1.csv, Statewide.zip: EntireStateVoters_2.csv',
      '  voting history  3 parts: Statewide.zip: history/Entire State Voter History Part 1.csv, ' +
        'Statewide.zip: history/Entire State Voter History Part 2.csv, ' +
        'Statewide.zip: history/Entire State Voter History Part 10.csv',
      '  left out        Statewide.zip: ReadMe.txt (not a file of the voter file (no known header))',
    ]);
  });

  it('reads a folder, a single file in place', async () => {
    const folder = join(dir, 'folder');
    mkdirSync(folder);
    writeFileSync(join(folder, 'voters.csv'), readFileSync(voters));
    const r = await assembleDelivery([folder, history], work());
    expect(r.ok && r.value.files).toEqual({ voters: join(folder, 'voters.csv'), history });
  });

  it('refuses parts whose headers differ, and a delivery without registrations', async () => {
    const [h1, h2] = csvParts(history, 2);
    const a = join(dir, 'h1.csv');
    const b = join(dir, 'h2.csv');
    writeFileSync(a, h1!);
    writeFileSync(b, h2!.replace('IS_ABSENTEE_VOTER', 'IS_ABSENTEE'));
    expect(await assembleDelivery([voters, a, b], work())).toEqual({
      ok: false,
      error: `${b} and ${a} are parts of the voting history with different headers: the parts of one file must have the same columns.`,
    });
    const none = await assembleDelivery([a], work());
    expect(none.ok === false && none.error).toMatch(/^No registration file was found in /);
    const missing = await assembleDelivery([join(dir, 'nothing.zip')], work());
    expect(missing).toEqual({ ok: false, error: `${join(dir, 'nothing.zip')} does not exist.` });
  });

  it('says a damaged zip is not a readable zip file', async () => {
    const bad = join(dir, 'bad.zip');
    writeFileSync(bad, 'not a zip at all');
    const r = await assembleDelivery([bad], work());
    expect(r.ok === false && r.error).toMatch(/^bad\.zip is not a readable zip file/);
  });
});
