import type { Address, AddressStore } from './address-store';
import { dateKey } from './calendar';
import type { HistoryCache, RowCache, Status } from './model';
import { Person } from './person';
import {
  code,
  GENDERS,
  HAS_MAILING,
  PERM_APP,
  PERM_BALLOT,
  PROTECTED,
  STATUSES,
  STAYS,
} from './person-codes';
import { grown, Strings } from './typed-columns';

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
