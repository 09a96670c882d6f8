/**
 * The state's files: EntireStateVoters.csv (every field quoted, CRLF, Latin-1; 48 columns before
 * August 2024, 49 from then on) and EntireStateVoterHistory.csv (one row per vote). Rows are
 * grouped by county, as the state's extract is.
 */
import { HISTORY_COLUMNS } from '../qvf-format';
import { dateKey, ELECTIONS, electionDateForm, formatElectionDate } from './calendar';
import { ChunkedFile } from './file-writer';
import type { Geography } from './geography';
import { jurisdictionIn, votesBeforeKey } from './history';
import type { Person } from './model';
import { quoted, qvfColumns, rowWriter } from './qvf-row';

/** The rows of the file of `month`, in the state's order: by county, then as registered. */
export function fileOrder(persons: readonly Person[], month: number): Person[] {
  const byCounty: Person[][] = [];
  for (let c = 0; c <= 83; c++) byCounty.push([]);
  const addresses = persons[0]?.store.addresses;
  for (const p of persons) {
    if (p.dropMonth > month) byCounty[addresses!.jurOf(p.store.address[p.row]!).county.code]!.push(p);
  }
  const ordered: Person[] = [];
  for (const list of byCounty) for (const p of list) ordered.push(p);
  return ordered;
}

/**
 * Writes EntireStateVoters.csv. With `reuse`, a person's row text is kept and written again in
 * later snapshots while what it shows (status, address, unit, layout) is unchanged: most rows do
 * not change from one month to the next.
 */
export async function writeRegistrations(
  path: string,
  rows: readonly Person[],
  snapshotDate: string,
  reuse: boolean,
): Promise<number> {
  const columns = qvfColumns(snapshotDate);
  const row = rowWriter(columns);
  const file = await ChunkedFile.create(path, 'latin1');
  file.add(`${columns.map(quoted).join(',')}\r\n`);
  for (const p of rows) {
    const c = reuse ? p.rowCache : null;
    let line: string;
    if (
      reuse &&
      c &&
      c.status === p.status &&
      c.address === p.address.serial &&
      c.unit === p.unit &&
      c.columns === columns.length
    ) {
      line = c.text;
    } else {
      line = row(p);
      if (reuse)
        p.rowCache = {
          status: p.status,
          address: p.address.serial,
          unit: p.unit,
          columns: columns.length,
          text: line,
        };
    }
    file.add(line);
    if (file.full) await file.flush();
  }
  await file.close();
  return rows.length;
}

/**
 * A person's history rows: one per vote, in the jurisdiction where it was cast. Everything after
 * the voter id depends on the jurisdiction, the election and absentee or not: made once each.
 */
function historyRows(
  geo: Geography,
  p: Person,
  votes: number,
  endings: (string | undefined)[],
  dates: readonly string[],
): string {
  let out = '';
  const id = p.id;
  const log = p.jurLog;
  const home = p.address.jur;
  const absentees = p.absentee;
  for (const e of ELECTIONS) {
    const bit = 1 << e.index;
    if ((votes & bit) === 0) continue;
    const jur = jurisdictionIn(geo, log, home, e.index);
    const absentee = absentees & bit ? 1 : 0;
    const key = (jur.index * 32 + e.index) * 2 + absentee;
    let ending = endings[key];
    if (ending === undefined) {
      ending = `,${jur.historySegment},${dates[e.index]},${absentee ? 'Y' : 'N'}\r\n`;
      endings[key] = ending;
    }
    out += id + ending;
  }
  return out;
}

/** Writes EntireStateVoterHistory.csv (ASCII); `reuse` as for registrations (a person's votes rarely change). */
export async function writeHistory(
  path: string,
  geo: Geography,
  rows: readonly Person[],
  snapshotDate: string,
  reuse: boolean,
): Promise<number> {
  const form = electionDateForm(snapshotDate);
  const dates = ELECTIONS.map((e) => formatElectionDate(e.date, form));
  const endings: (string | undefined)[] = [];
  const before = dateKey(snapshotDate);
  const file = await ChunkedFile.create(path, 'latin1');
  file.add(`${HISTORY_COLUMNS.join(',')}\r\n`);
  let count = 0;
  for (const p of rows) {
    const votes = votesBeforeKey(geo, p, before);
    p.votes = votes;
    if (votes === 0) continue;
    count += bitCount(votes);
    // The text depends on these alone (the jurisdiction of each vote follows from the moves).
    const c = reuse ? p.historyCache : null;
    const moves = reuse ? (p.jurLog?.length ?? 0) : 0;
    if (c && c.votes === votes && c.jur === p.address.jur && c.moves === moves && c.form === form) {
      file.add(c.text);
    } else {
      const text = historyRows(geo, p, votes, endings, dates);
      if (reuse) p.historyCache = { votes, jur: p.address.jur, moves, form, text };
      file.add(text);
    }
    if (file.full) await file.flush();
  }
  await file.close();
  return count;
}

function bitCount(n: number): number {
  let count = 0;
  for (let v = n; v !== 0; v &= v - 1) count++;
  return count;
}
