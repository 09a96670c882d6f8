/**
 * Registrations as columns: row i of each typed array is registration i (dropped ones included:
 * NCOA rows and the agenda name them by number). A `Person` is a view of one row with the fields
 * the rest of the generator reads and writes (names and units as numbers into `Strings`, dates
 * as `dateKey`s, the voter id as a number); strings are made only when read. Rarely set fields
 * (mailing lines, earlier jurisdictions, written row text) are maps by row number.
 */
import type { UocavaCode } from '../qvf-format';
import type { Address, AddressStore } from './address-store';
import { dateKey, dateOfKey } from './calendar';
import { grown, Strings } from './columns';
import type { HardCase, HistoryCache, RowCache, Status } from './model';

const STATUSES: readonly Status[] = ['A', 'V', 'CH', 'C', 'R'];
const UOCAVA: readonly UocavaCode[] = ['N', 'M', 'C', 'O'];
const GENDERS: readonly string[] = ['', 'M', 'F', 'U'];
const HARD_CASES: readonly (HardCase | '')[] = [
  '',
  'twins',
  'jr_sr',
  'shared_name_coincidence',
  'pre_registration',
  'uocava_military',
  'campus_housing',
];
const code = <T>(list: readonly T[], value: T): number => {
  const i = list.indexOf(value);
  if (i < 0) throw new Error(`unknown code ${String(value)}`);
  return i;
};

const PERM_APP = 1;
const PERM_BALLOT = 2;
const PROTECTED = 4;
const RELIABLE = 8;
/** Set when the row has an entry in `mailing` or `jurLog`: most have none, and a flag is cheaper than a map lookup. */
const HAS_MAILING = 16;
const HAS_JURLOG = 32;
/** dropMonth while the row stays in the file (Infinity). */
const STAYS = 0x7fffffff;

/** A new registration's fields, in the order they are drawn. */
export interface PersonFields {
  id: string;
  personKey: number;
  first: string;
  middle: string;
  last: string;
  suffix: string;
  yob: number;
  gender: string;
  regDate: string;
  address: Address;
  unit: string;
  status: Status;
  mailing: readonly string[] | null;
  permApp: boolean;
  permBallot: boolean;
  propensity: number;
  protected: boolean;
}

export class PersonStore {
  length = 0;
  private capacity: number;
  readonly strings = new Strings();
  id: Float64Array;
  personKey: Int32Array;
  first: Int32Array;
  middle: Int32Array;
  last: Int32Array;
  suffix: Int32Array;
  unit: Int32Array;
  yob: Int16Array;
  gender: Uint8Array;
  regDate: Int32Array;
  address: Int32Array;
  status: Uint8Array;
  uocava: Uint8Array;
  flags: Uint8Array;
  hardCase: Uint8Array;
  propensity: Float64Array;
  intent: Int32Array;
  absentee: Int32Array;
  votes: Int32Array;
  goneDate: Int32Array;
  deadDate: Int32Array;
  cancelDate: Int32Array;
  noticeDate: Int32Array;
  dropMonth: Int32Array;
  noticeAt: Int16Array;
  cancelAt: Int16Array;
  challengeUntil: Int16Array;
  /** The residents of an address as a doubly linked list (-1 ends it): see World.place. */
  nextResident: Int32Array;
  prevResident: Int32Array;
  readonly mailing = new Map<number, readonly string[]>();
  readonly jurLog = new Map<number, number[]>();
  /** Only when rows are reused (reusesRowText): a few snapshots of a smaller file. */
  readonly rowCache = new Map<number, RowCache>();
  readonly historyCache = new Map<number, HistoryCache>();

  constructor(
    readonly addresses: AddressStore,
    capacity = 1024,
  ) {
    const n = Math.max(16, capacity);
    this.capacity = n;
    this.strings.of('');
    this.id = new Float64Array(n);
    this.personKey = new Int32Array(n);
    this.first = new Int32Array(n);
    this.middle = new Int32Array(n);
    this.last = new Int32Array(n);
    this.suffix = new Int32Array(n);
    this.unit = new Int32Array(n);
    this.yob = new Int16Array(n);
    this.gender = new Uint8Array(n);
    this.regDate = new Int32Array(n);
    this.address = new Int32Array(n);
    this.status = new Uint8Array(n);
    this.uocava = new Uint8Array(n);
    this.flags = new Uint8Array(n);
    this.hardCase = new Uint8Array(n);
    this.propensity = new Float64Array(n);
    this.intent = new Int32Array(n);
    this.absentee = new Int32Array(n);
    this.votes = new Int32Array(n);
    this.goneDate = new Int32Array(n);
    this.deadDate = new Int32Array(n);
    this.cancelDate = new Int32Array(n);
    this.noticeDate = new Int32Array(n);
    this.dropMonth = new Int32Array(n);
    this.noticeAt = new Int16Array(n);
    this.cancelAt = new Int16Array(n);
    this.challengeUntil = new Int16Array(n);
    this.nextResident = new Int32Array(n);
    this.prevResident = new Int32Array(n);
  }

  private grow(): void {
    const n = Math.ceil(this.capacity * 1.25) + 1024;
    this.capacity = n;
    this.id = grown(this.id, n);
    this.personKey = grown(this.personKey, n);
    this.first = grown(this.first, n);
    this.middle = grown(this.middle, n);
    this.last = grown(this.last, n);
    this.suffix = grown(this.suffix, n);
    this.unit = grown(this.unit, n);
    this.yob = grown(this.yob, n);
    this.gender = grown(this.gender, n);
    this.regDate = grown(this.regDate, n);
    this.address = grown(this.address, n);
    this.status = grown(this.status, n);
    this.uocava = grown(this.uocava, n);
    this.flags = grown(this.flags, n);
    this.hardCase = grown(this.hardCase, n);
    this.propensity = grown(this.propensity, n);
    this.intent = grown(this.intent, n);
    this.absentee = grown(this.absentee, n);
    this.votes = grown(this.votes, n);
    this.goneDate = grown(this.goneDate, n);
    this.deadDate = grown(this.deadDate, n);
    this.cancelDate = grown(this.cancelDate, n);
    this.noticeDate = grown(this.noticeDate, n);
    this.dropMonth = grown(this.dropMonth, n);
    this.noticeAt = grown(this.noticeAt, n);
    this.cancelAt = grown(this.cancelAt, n);
    this.challengeUntil = grown(this.challengeUntil, n);
    this.nextResident = grown(this.nextResident, n);
    this.prevResident = grown(this.prevResident, n);
  }

  /** Appends a registration (not yet placed at its address: World.place does that). */
  add(f: PersonFields): Person {
    if (this.length === this.capacity) this.grow();
    const i = this.length++;
    const s = this.strings;
    this.id[i] = Number(f.id);
    this.personKey[i] = f.personKey;
    this.first[i] = s.of(f.first);
    // Blank is string 0 (the constructor adds it first): most suffixes and units are blank.
    this.middle[i] = f.middle === '' ? 0 : s.of(f.middle);
    this.last[i] = s.of(f.last);
    this.suffix[i] = f.suffix === '' ? 0 : s.of(f.suffix);
    this.unit[i] = f.unit === '' ? 0 : s.of(f.unit);
    this.yob[i] = f.yob;
    this.gender[i] = code(GENDERS, f.gender);
    this.regDate[i] = dateKey(f.regDate);
    this.address[i] = f.address.serial;
    this.status[i] = code(STATUSES, f.status);
    this.uocava[i] = 0;
    if (f.mailing) this.mailing.set(i, f.mailing);
    this.flags[i] =
      (f.permApp ? PERM_APP : 0) |
      (f.permBallot ? PERM_BALLOT : 0) |
      (f.protected ? PROTECTED : 0) |
      (f.mailing ? HAS_MAILING : 0);
    this.hardCase[i] = 0;
    this.propensity[i] = f.propensity;
    this.intent[i] = 0;
    this.absentee[i] = 0;
    this.votes[i] = 0;
    this.goneDate[i] = -1;
    this.deadDate[i] = -1;
    this.cancelDate[i] = -1;
    this.noticeDate[i] = -1;
    this.dropMonth[i] = STAYS;
    this.noticeAt[i] = -1;
    this.cancelAt[i] = -1;
    this.challengeUntil[i] = -1;
    this.nextResident[i] = -1;
    this.prevResident[i] = -1;
    return new Person(this, i);
  }

  /** The view of row i. */
  person(i: number): Person {
    return new Person(this, i);
  }

  isRegistered(i: number): boolean {
    return this.status[i]! <= 2; // A, V, CH
  }

  /** The voter id's text (ids have no leading zero: VoterIds). */
  idOf(i: number): string {
    return String(this.id[i]);
  }

  setFlag(i: number, flag: number, on: boolean): void {
    this.flags[i] = on ? this.flags[i]! | flag : this.flags[i]! & ~flag;
  }
}

/** One registration: a view of its row of the columns. Two views of one row are the same registration. */
export class Person {
  constructor(
    readonly store: PersonStore,
    readonly row: number,
  ) {}

  get id(): string {
    return this.store.idOf(this.row);
  }
  /** The human behind the registration: two registrations of one person share it (planted duplicates). */
  get personKey(): number {
    return this.store.personKey[this.row]!;
  }
  get first(): string {
    return this.store.strings.list[this.store.first[this.row]!]!;
  }
  set first(v: string) {
    this.store.first[this.row] = this.store.strings.of(v);
  }
  get middle(): string {
    return this.store.strings.list[this.store.middle[this.row]!]!;
  }
  set middle(v: string) {
    this.store.middle[this.row] = this.store.strings.of(v);
  }
  get last(): string {
    return this.store.strings.list[this.store.last[this.row]!]!;
  }
  set last(v: string) {
    this.store.last[this.row] = this.store.strings.of(v);
  }
  get suffix(): string {
    return this.store.strings.list[this.store.suffix[this.row]!]!;
  }
  get yob(): number {
    return this.store.yob[this.row]!;
  }
  get gender(): string {
    return GENDERS[this.store.gender[this.row]!]!;
  }
  get regDate(): string {
    return dateOfKey(this.store.regDate[this.row]!);
  }
  get address(): Address {
    return this.store.addresses.at(this.store.address[this.row]!);
  }
  set address(a: Address) {
    this.store.address[this.row] = a.serial;
  }
  /** EXTENSION as typed ('' for none). */
  get unit(): string {
    return this.store.strings.list[this.store.unit[this.row]!]!;
  }
  set unit(v: string) {
    this.store.unit[this.row] = this.store.strings.of(v);
  }
  get status(): Status {
    return STATUSES[this.store.status[this.row]!]!;
  }
  set status(v: Status) {
    this.store.status[this.row] = code(STATUSES, v);
  }
  get uocava(): UocavaCode {
    return UOCAVA[this.store.uocava[this.row]!]!;
  }
  set uocava(v: UocavaCode) {
    this.store.uocava[this.row] = code(UOCAVA, v);
  }
  get mailing(): readonly string[] | null {
    return this.store.flags[this.row]! & HAS_MAILING ? this.store.mailing.get(this.row)! : null;
  }
  set mailing(v: readonly string[] | null) {
    if (v) this.store.mailing.set(this.row, v);
    else this.store.mailing.delete(this.row);
    this.store.setFlag(this.row, HAS_MAILING, v !== null);
  }
  get permApp(): boolean {
    return (this.store.flags[this.row]! & PERM_APP) !== 0;
  }
  get permBallot(): boolean {
    return (this.store.flags[this.row]! & PERM_BALLOT) !== 0;
  }
  /** Planted or hard case: natural churn leaves it alone so that it reaches the last snapshot. */
  get protected(): boolean {
    return (this.store.flags[this.row]! & PROTECTED) !== 0;
  }
  set protected(v: boolean) {
    this.store.setFlag(this.row, PROTECTED, v);
  }
  /** Votes in every federal general it can (hard cases are kept clean of findings). */
  get reliable(): boolean {
    return (this.store.flags[this.row]! & RELIABLE) !== 0;
  }
  set reliable(v: boolean) {
    this.store.setFlag(this.row, RELIABLE, v);
  }
  get hardCase(): HardCase | '' {
    return HARD_CASES[this.store.hardCase[this.row]!]!;
  }
  set hardCase(v: HardCase | '') {
    this.store.hardCase[this.row] = code(HARD_CASES, v);
  }
  /** Chance-of-voting scale in [0, 1]. */
  get propensity(): number {
    return this.store.propensity[this.row]!;
  }
  set propensity(v: number) {
    this.store.propensity[this.row] = v;
  }
  /** Bit i set: would vote in ELECTIONS[i] if able then (history.ts decides who could). */
  get intent(): number {
    return this.store.intent[this.row]!;
  }
  set intent(v: number) {
    this.store.intent[this.row] = v;
  }
  /** Bit i set: that vote would be absentee. */
  get absentee(): number {
    return this.store.absentee[this.row]!;
  }
  set absentee(v: number) {
    this.store.absentee[this.row] = v;
  }
  /** The votes the last written history file shows (a bit per election). */
  get votes(): number {
    return this.store.votes[this.row]!;
  }
  set votes(v: number) {
    this.store.votes[this.row] = v;
  }
  /** Where earlier votes were cast: pairs [first election index at the next place, jurisdiction index]. */
  get jurLog(): number[] | null {
    return this.store.flags[this.row]! & HAS_JURLOG ? this.store.jurLog.get(this.row)! : null;
  }
  set jurLog(v: number[] | null) {
    if (v) this.store.jurLog.set(this.row, v);
    else this.store.jurLog.delete(this.row);
    this.store.setFlag(this.row, HAS_JURLOG, v !== null);
  }
  /** Date the person left the address without telling the clerk ('' if not): no votes after it. */
  get goneDate(): string {
    return dateOfKey(this.store.goneDate[this.row]!);
  }
  set goneDate(v: string) {
    this.store.goneDate[this.row] = dateKey(v);
  }
  get deadDate(): string {
    return dateOfKey(this.store.deadDate[this.row]!);
  }
  set deadDate(v: string) {
    this.store.deadDate[this.row] = dateKey(v);
  }
  /** Date of cancellation (status C) or rejection (R): no votes from then on. */
  get cancelDate(): string {
    return dateOfKey(this.store.cancelDate[this.row]!);
  }
  set cancelDate(v: string) {
    this.store.cancelDate[this.row] = dateKey(v);
  }
  get noticeDate(): string {
    return dateOfKey(this.store.noticeDate[this.row]!);
  }
  set noticeDate(v: string) {
    this.store.noticeDate[this.row] = dateKey(v);
  }
  /** Month (index) the row leaves the file; Infinity while it stays. */
  get dropMonth(): number {
    const m = this.store.dropMonth[this.row]!;
    return m === STAYS ? Number.POSITIVE_INFINITY : m;
  }
  set dropMonth(v: number) {
    this.store.dropMonth[this.row] = v === Number.POSITIVE_INFINITY ? STAYS : v;
  }
  /** Scheduled month of a notice or a cancellation; -1 when none. */
  get noticeAt(): number {
    return this.store.noticeAt[this.row]!;
  }
  set noticeAt(v: number) {
    this.store.noticeAt[this.row] = v;
  }
  get cancelAt(): number {
    return this.store.cancelAt[this.row]!;
  }
  set cancelAt(v: number) {
    this.store.cancelAt[this.row] = v;
  }
  get challengeUntil(): number {
    return this.store.challengeUntil[this.row]!;
  }
  set challengeUntil(v: number) {
    this.store.challengeUntil[this.row] = v;
  }
  /** Text last written for this person and what it depended on: reused while unchanged. */
  get rowCache(): RowCache | null {
    return this.store.rowCache.get(this.row) ?? null;
  }
  set rowCache(v: RowCache) {
    this.store.rowCache.set(this.row, v);
  }
  get historyCache(): HistoryCache | null {
    return this.store.historyCache.get(this.row) ?? null;
  }
  set historyCache(v: HistoryCache) {
    this.store.historyCache.set(this.row, v);
  }
}
