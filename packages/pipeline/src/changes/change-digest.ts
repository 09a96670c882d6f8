import type { QvfRegistration } from '@voterroll/voterfile/registration';

/**
 * A registration's change digest: 53 bits of hash over every value the change stage classifies
 * (detect-changes.ts: names, birth year, registration date, status, gender, the absentee flags,
 * county, jurisdiction, ward, precinct, UOCAVA status and the full address hash), computed as the
 * registrations stream to COPY and stored in `registrations.change_digest`. Registrations of two
 * snapshots with the same digest are the same in every classified value (but for a chance
 * collision: about one in 9·10^15), so the change stage classifies field by field only those whose
 * digest differs. The values are hashed as the stored text; a row the reader passes through is
 * hashed in place (`foldColumns`, no slices). `fullAddressHash` is read in `text` from `from`.
 */
export function changeDigest(r: QvfRegistration, text: string, from: number): number {
  a = SEED_A;
  b = SEED_B;
  if (r.foldColumns) r.foldColumns(COLUMNS, fold);
  else {
    value(r.lastName);
    value(r.firstName);
    value(r.middleName);
    value(r.nameSuffix);
    value(r.gender);
    value(r.registrationDate ?? '');
    value(r.statusCode);
    value(r.ward);
    value(r.precinct);
    value(r.uocavaCode);
    value(r.yearOfBirth === null ? '' : String(r.yearOfBirth));
    value(String(r.countyCode));
    value(String(r.jurisdictionCode));
    value(yesNo(r.isPermAvBallotVoter));
    value('');
    value(yesNo(r.isPermAvAppVoter));
  }
  fold(text, from, from + 32);
  return (finish(b) & 0x1fffff) * 2 ** 32 + finish(a);
}

/** The QVF columns hashed, in order (a file has one of the two permanent-absentee ballot columns). */
const COLUMNS: readonly string[] = [
  'LAST_NAME',
  'FIRST_NAME',
  'MIDDLE_NAME',
  'NAME_SUFFIX',
  'GENDER',
  'REGISTRATION_DATE',
  'VOTER_STATUS_TYPE_CODE',
  'WARD',
  'PRECINCT',
  'UOCAVA_STATUS_CODE',
  'YEAR_OF_BIRTH',
  'COUNTY_CODE',
  'JURISDICTION_CODE',
  'IS_PERM_AV_BALLOT_VOTER',
  'IS_PERMANENT_ABSENTEE_VOTER',
  'IS_PERM_AV_APP_VOTER',
];

const yesNo = (v: boolean | null): string => (v === null ? '' : v ? 'Y' : 'N');
const SEED_A = 0x9747b28c;
const SEED_B = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The two 32-bit lanes of the digest being computed: murmur3's and FNV-1a's. */
let a = 0;
let b = 0;

/**
 * Characters `from` to `to` of `text`, after their count, so that values stay apart ("AB", "C" is
 * not "A", "BC"). Two characters a step: the lanes mix 32 bits at a time.
 */
function fold(text: string, from: number, to: number): void {
  add(to - from);
  let i = from;
  for (; i + 1 < to; i += 2) add(text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16));
  if (i < to) add(text.charCodeAt(i));
}

function value(v: string): void {
  fold(v, 0, v.length);
}

/** murmur3's mixing of one 32-bit value into lane a (as in registrations/duplicate-keys.ts), FNV-1a's into b. */
function add(n: number): void {
  let k = Math.imul(n, 0xcc9e2d51);
  k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
  const x = a ^ k;
  a = (Math.imul((x << 13) | (x >>> 19), 5) + 0xe6546b64) | 0;
  b = Math.imul(b ^ n, FNV_PRIME);
}

/** murmur3's finalizer: every input bit reaches every output bit. */
function finish(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
