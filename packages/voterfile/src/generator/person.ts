import type { UocavaCode } from '../qvf-format';
import type { Address } from './address-store';
import { dateKey, dateOfKey } from './calendar';
import type { HardCase, HistoryCache, RowCache, Status } from './model';

import {
  code,
  GENDERS,
  HARD_CASES,
  HAS_JURLOG,
  HAS_MAILING,
  PERM_APP,
  PERM_BALLOT,
  PROTECTED,
  RELIABLE,
  STATUSES,
  STAYS,
  UOCAVA,
} from './person-codes';
import type { PersonStore } from './person-store';

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
