/**
 * Voting: who votes in which election, absentee or in person, and the rows of the history file.
 * Each registration draws once which elections its voter would vote in ("intent"); a vote is cast
 * when the voter could vote then: registered before the day, 18 or older, still living at the
 * address and alive, not yet cancelled, and (for local elections) an election held where they
 * lived. Turnout comes from propensity raised to a per-kind exponent: about 65-70% in presidential
 * generals, 55% in midterms, 25-35% in primaries, lower in local elections (held in about half
 * the jurisdictions each time). Votes are thus known without a pass over the file per election.
 */
import {
  dateKey,
  ELECTIONS,
  type Election,
  type ElectionKind,
  firstElectionFrom,
  keyOf,
  NO_DATE,
} from './calendar';
import type { Geography } from './geography';
import type { Jurisdiction, Person } from './model';
import { hashUnit, type Rng } from './random';

const KINDS: readonly ElectionKind[] = [
  'presidential-general',
  'midterm-general',
  'presidential-primary',
  'state-primary',
  'local',
];
const EXPONENT: readonly number[] = [0.3, 0.75, 2.2, 2.0, 3.0];
const KIND_OF = ELECTIONS.map((e) => KINDS.indexOf(e.kind));
/** drawIntent's chances per kind, reused (an array per registration was garbage). */
const CHANCE = new Float64Array(EXPONENT.length);
const LOCAL_BITS = ELECTIONS.reduce((m, e) => (e.kind === 'local' ? m | (1 << e.index) : m), 0);

function isGeneral(e: Election): boolean {
  return e.kind === 'presidential-general' || e.kind === 'midterm-general';
}

function electionHeldIn(jur: Jurisdiction, e: Election): boolean {
  return e.kind !== 'local' || hashUnit(`local ${jur.code} ${e.index}`) < 0.55;
}

/** Per election index * 4096 + jurisdiction index: held there (1), not (0), not yet asked (2). Computed once, asked millions of times. */
const HELD = new Uint8Array(ELECTIONS.length * 4096).fill(2);

function heldIn(jur: Jurisdiction, e: Election): boolean {
  if (e.kind !== 'local') return true;
  const at = e.index * 4096 + jur.index;
  let v = HELD[at]!;
  if (v === 2) {
    v = electionHeldIn(jur, e) ? 1 : 0;
    HELD[at] = v;
  }
  return v === 1;
}

function absenteeChance(p: Person, e: Election): number {
  if (p.uocava !== 'N') return 1;
  if (p.permApp) return 0.9;
  if (e.year < 2020) return 0.2;
  return e.year === 2020 ? 0.55 : 0.32;
}

/** Draws the person's intent and absentee bits; call once its propensity and flags are final. */
export function drawIntent(rng: Rng, p: Person): void {
  const propensity = p.propensity;
  const chance = CHANCE;
  for (let k = 0; k < EXPONENT.length; k++) chance[k] = propensity ** EXPONENT[k]!;
  let intent = 0;
  let absentee = 0;
  for (const e of ELECTIONS) {
    if (e.date <= p.regDate || e.year - p.yob < 18) continue;
    if ((p.reliable && isGeneral(e)) || rng.next() < chance[KIND_OF[e.index]!]!) {
      intent |= 1 << e.index;
      if (rng.next() < absenteeChance(p, e)) absentee |= 1 << e.index;
    }
  }
  p.intent = intent;
  p.absentee = absentee;
}

/** Bits of the elections from index i on. */
const FROM = ELECTIONS.map((_, i) => ELECTIONS.reduce((m, e) => (e.index >= i ? m | (1 << e.index) : m), 0));

/** The elections' dates as `dateKey`s. */
const ELECTION_KEYS = Int32Array.from(ELECTIONS, (e) => dateKey(e.date));

/** Index of the first election after (`strict`) or on the date of key `date`, by binary search. */
function electionIndex(date: number, strict: boolean): number {
  let lo = 0;
  let hi = ELECTION_KEYS.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const d = ELECTION_KEYS[mid]!;
    if (d < date || (strict && d === date)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const from = (i: number) => (i < FROM.length ? FROM[i]! : 0);

/** Elections the person could vote in before the date of key `before`, by date and age (not yet by place). */
function eligible(p: Person, before: number): number {
  const s = p.store;
  const i = p.row;
  let end = before;
  const gone = s.goneDate[i]!;
  const dead = s.deadDate[i]!;
  const cancelled = s.cancelDate[i]!;
  if (gone !== NO_DATE && gone < end) end = gone;
  if (dead !== NO_DATE && dead < end) end = dead;
  if (cancelled !== NO_DATE && cancelled < end) end = cancelled;
  const adult = from(electionIndex(keyOf(s.yob[i]! + 18, 1, 1), false));
  return from(electionIndex(s.regDate[i]!, true)) & ~from(electionIndex(end, false)) & adult;
}

export function jurisdictionAt(geo: Geography, p: Person, electionIndex: number): Jurisdiction {
  return jurisdictionIn(geo, p.jurLog, p.address.jur, electionIndex);
}

/** `jurisdictionAt` from a person's moves (`jurLog`) and present jurisdiction, read once by the caller. */
export function jurisdictionIn(
  geo: Geography,
  log: readonly number[] | null,
  home: Jurisdiction,
  electionIndex: number,
): Jurisdiction {
  if (log) {
    for (let k = 0; k < log.length; k += 2) {
      if (electionIndex < log[k]!) return geo.jurisdictions[log[k + 1]!]!;
    }
  }
  return home;
}

/** The votes the history file shows for the person in a snapshot dated `before`: a bit per election. */
export function votesBefore(geo: Geography, p: Person, before: string): number {
  return votesBeforeKey(geo, p, dateKey(before));
}

/** `votesBefore` with the date as its `dateKey` (one parse per file, not per row). */
export function votesBeforeKey(geo: Geography, p: Person, before: number): number {
  let votes = p.intent & eligible(p, before);
  const local = votes & LOCAL_BITS;
  if (local !== 0) {
    const log = p.jurLog;
    const home = p.address.jur;
    for (const e of ELECTIONS) {
      const bit = 1 << e.index;
      if (local & bit && !heldIn(jurisdictionIn(geo, log, home, e.index), e)) votes &= ~bit;
    }
  }
  return votes;
}

/**
 * After an election: voters in V status who still live at their address and voted are active
 * again (V -> A). Only they need a look; everyone else's vote is already decided by intent.
 */
export function holdElection(geo: Geography, returnedMail: Person[], e: Election): void {
  const after = ELECTIONS[e.index + 1]?.date ?? '9999-12-31';
  for (const p of returnedMail) {
    if (p.status === 'V' && p.goneDate === '' && votesBefore(geo, p, after) & (1 << e.index)) {
      p.status = 'A';
      p.noticeDate = '';
    }
  }
  let w = 0;
  for (const p of returnedMail) if (p.status === 'V') returnedMail[w++] = p;
  returnedMail.length = w;
}

/** Notes that votes before `date` were cast in the person's current jurisdiction, before a move. */
export function logMove(p: Person, date: string): void {
  p.jurLog = [...(p.jurLog ?? []), firstElectionFrom(date), p.address.jur.index];
}
