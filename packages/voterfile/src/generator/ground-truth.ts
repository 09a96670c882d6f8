import { FINDING_RULES, type FindingRule } from '@voterroll/contract/metrics';
/**
 * ground-truth.json: which registrations of the last snapshot carry each finding. Every metric is
 * recomputed here, straightforwardly, from the values the files are written from (so natural
 * cases count as well as planted ones); ground-truth.test.ts recomputes it again from the files
 * themselves. The one thing taken from the generator's memory is who is who: a duplicate is true
 * only when the matched registrations belong to one person; the other registrations a duplicate
 * rule matches are listed as shared_name_coincidence.
 */
import {
  CANVASS_COLUMNS,
  DECEASED_COLUMNS,
  NCOA_COLUMNS,
  NON_RESIDENTIAL_CATEGORIES,
  POSTAL_LOCATION_COLUMNS,
  REGISTERED_STATUS_CODES,
} from '../qvf-format';
import { dateKey, ELECTIONS } from './calendar';
import { HARD_CASE_KINDS, type HardCase, type Person } from './model';
import {
  addressFacts,
  addressPart,
  type DeathNotice,
  duplicateMatches,
  MATCHED,
  matchByName,
  TRUE_DUPLICATE,
} from './truth-matching';
import type { AuxRows } from './write-aux-csv';

/**
 * What the ground truth lists: every finding rule that has a source in the generated files, and
 * UOCAVA (a count, not a finding). Derived from the contract so that a new rule shows up here.
 */
export const METRIC_KINDS = [
  ...FINDING_RULES.filter((r): r is Exclude<FindingRule, 'UNDELIVERABLE'> => r !== 'UNDELIVERABLE'),
  'UOCAVA',
] as const;
export type MetricKind = (typeof METRIC_KINDS)[number];

export interface GroundTruth {
  seed: number;
  voters: number;
  snapshots: string[];
  lastSnapshot: string;
  planted: Record<MetricKind, string[]>;
  hardCases: Record<HardCase, string[]>;
  /** Hard cases that a metric's own definition catches anyway, with those metrics. */
  hardCasesFlagged: Record<string, MetricKind[]>;
  counts: Record<MetricKind, number>;
  notes: string;
}

const BLANK_FINDINGS = new Set([
  'apt_num_blank',
  'srlv_unit_blank',
  'street_num_blank',
  'hotel_rm_blank',
  'trlr_lot_blank',
]);

/** Bits of the history file's elections (those before the snapshot) dated on or after `from`. */
function electionMask(snapshotDate: string, from: string): number {
  let mask = 0;
  for (const e of ELECTIONS) if (e.date < snapshotDate && e.date >= from) mask |= 1 << e.index;
  return mask;
}

function column(columns: readonly string[], name: string): number {
  return columns.indexOf(name);
}

const BIT = Object.fromEntries(METRIC_KINDS.map((k, i) => [k, 1 << i])) as Record<MetricKind, number>;
const POSTAL = 1;
const NON_RESIDENTIAL = 2;
const BLANK_UNIT_FINDING = 4;
const EMPTY_LOT = 8;

/** Street line + ZIP of the postal and canvass rows, with what each carries. */
function sourceAddresses(aux: AuxRows): Map<string, number> {
  const found = new Map<string, number>();
  const mark = (key: string, flag: number) => found.set(key, (found.get(key) ?? 0) | flag);
  const p = (name: string) => column(POSTAL_LOCATION_COLUMNS, name);
  for (const r of aux.postal)
    mark(`${addressPart(r[p('ADDRESS_LINE_1')]!)}|${r[p('ZIP_CODE')]!.trim()}`, POSTAL);
  const c = (name: string) => column(CANVASS_COLUMNS, name);
  const nonResCategories: readonly string[] = NON_RESIDENTIAL_CATEGORIES;
  for (const r of aux.canvass) {
    const key = `${addressPart(r[c('ADDRESS_LINE_1')]!)}|${r[c('ZIP_CODE')]!.trim()}`;
    if (nonResCategories.includes(r[c('CATEGORY')]!)) mark(key, NON_RESIDENTIAL);
    const finding = r[c('FINDING')]!;
    if (BLANK_FINDINGS.has(finding)) mark(key, BLANK_UNIT_FINDING);
    if (finding === 'empty_lot') mark(key, EMPTY_LOT);
  }
  return found;
}

/** Ids named by deceased rows (DECEASED bit) and by out-of-state NCOA rows in the window (NCOA_STATE bit); deceased rows without an id. */
function namedIds(aux: AuxRows): { named: Map<number, number>; notices: DeathNotice[] } {
  // Keyed by the id's value: registrations hold their ids as numbers (person-store.ts).
  const named = new Map<number, number>();
  const d = (name: string) => column(DECEASED_COLUMNS, name);
  const notices: DeathNotice[] = [];
  for (const row of aux.deceased) {
    const id = row[d('VOTER_IDENTIFICATION_NUMBER')]!.trim();
    if (id !== '') named.set(Number(id), (named.get(Number(id)) ?? 0) | BIT.DECEASED);
    else {
      notices.push({
        first: row[d('FIRST_NAME')]!,
        middle: row[d('MIDDLE_NAME')]!,
        last: row[d('LAST_NAME')]!,
        yob: Number(row[d('YEAR_OF_BIRTH')]),
      });
    }
  }
  const n = (name: string) => column(NCOA_COLUMNS, name);
  for (const r of aux.ncoa) {
    const date = r[n('MOVE_EFFECTIVE_DATE')]!;
    const id = r[n('VOTER_IDENTIFICATION_NUMBER')]!.trim();
    if (r[n('NEW_STATE')] !== 'MI' && date >= '2021-06-01' && date <= '2025-06-30') {
      named.set(Number(id), (named.get(Number(id)) ?? 0) | BIT.NCOA_STATE);
    }
  }
  return { named, notices };
}

export function computeGroundTruth(
  persons: readonly Person[],
  aux: AuxRows,
  snapshotDate: string,
): Pick<GroundTruth, 'planted' | 'hardCases' | 'hardCasesFlagged' | 'counts'> {
  const registeredCodes: readonly string[] = REGISTERED_STATUS_CODES;
  const rows = persons.filter((p) => registeredCodes.includes(p.status));
  const year = Number(snapshotDate.slice(0, 4));
  const kinds = new Uint16Array(rows.length);
  const sources = sourceAddresses(aux);
  const addresses = addressFacts(rows, (lineZip) => sources.get(lineZip) ?? 0);
  const duplicates = duplicateMatches(rows, addresses.hash);
  const { named, notices } = namedIds(aux);
  for (const i of matchByName(rows, notices)) kinds[i]! |= BIT.DECEASED;
  const votedAfterAug2022 = electionMask(snapshotDate, '2022-09-01');
  const votedSinceNov2020 = electionMask(snapshotDate, '2020-11-03');
  const votedSinceNov2022 = electionMask(snapshotDate, '2022-11-08');
  // Dates compare as keys: a date string per row cost more than the rest of the loop.
  const PRE_1942 = dateKey('1942-01-01');
  const OCT_11_2022 = dateKey('2022-10-11');
  const NOV_3_2020 = dateKey('2020-11-03');
  const NOV_8_2022 = dateKey('2022-11-08');
  rows.forEach((p, i) => {
    const { status, uocava } = p;
    const regDate = p.store.regDate[p.row]!;
    const age = year - p.yob;
    const votes = p.votes; // the rows the history file was just written with
    const at = addresses.source[p.store.address[p.row]!]!;
    let k = kinds[i]! | (named.get(p.store.id[p.row]!) ?? 0);
    if (duplicates[i]! & TRUE_DUPLICATE) k |= BIT.DUPLICATE;
    if (age >= 100 && age <= 115) k |= BIT.AGE_100_PLUS;
    if (age >= 90 && age <= 115) k |= BIT.AGE_90_PLUS;
    if (age > 115) k |= BIT.AGE_PLACEHOLDER;
    if (regDate < PRE_1942) k |= BIT.REG_DATE_PRE_1942;
    if (at & POSTAL) k |= BIT.UPS_USPS;
    if (uocava === 'M' || uocava === 'C' || uocava === 'O') k |= BIT.UOCAVA;
    if (regDate <= OCT_11_2022 && (votes & votedAfterAug2022) === 0) k |= BIT.LOW_PROPENSITY;
    if (status === 'V' && regDate < NOV_3_2020 && (votes & votedSinceNov2020) === 0)
      k |= BIT.NVRA_8D_DEC_2022;
    if (status === 'V' && regDate < NOV_8_2022 && (votes & votedSinceNov2022) === 0) k |= BIT.NVRA_8D_2025;
    if (at & NON_RESIDENTIAL) k |= BIT.NON_RESIDENTIAL;
    if ((at & BLANK_UNIT_FINDING && p.unit.trim() === '') || at & EMPTY_LOT) k |= BIT.BLANK_UNIT;
    kinds[i] = k;
  });

  const planted = Object.fromEntries(METRIC_KINDS.map((kind) => [kind, [] as string[]])) as Record<
    MetricKind,
    string[]
  >;
  const hardCases = Object.fromEntries(HARD_CASE_KINDS.map((kind) => [kind, [] as string[]])) as Record<
    HardCase,
    string[]
  >;
  const hardCasesFlagged: Record<string, MetricKind[]> = {};
  rows.forEach((p, i) => {
    const k = kinds[i]!;
    if (k !== 0) for (const kind of METRIC_KINDS) if (k & BIT[kind]) planted[kind].push(p.id);
    let hard = false;
    if (p.hardCase !== '' && p.hardCase !== 'shared_name_coincidence') {
      hardCases[p.hardCase].push(p.id);
      hard = true;
    }
    if (year - p.yob <= 17) {
      hardCases.pre_registration.push(p.id);
      hard = true;
    }
    if (duplicates[i]! & MATCHED && !(duplicates[i]! & TRUE_DUPLICATE)) {
      hardCases.shared_name_coincidence.push(p.id);
      hard = true;
    }
    if (hard && k !== 0) hardCasesFlagged[p.id] = METRIC_KINDS.filter((kind) => k & BIT[kind]);
  });
  return {
    planted,
    hardCases,
    hardCasesFlagged,
    counts: Object.fromEntries(METRIC_KINDS.map((kind) => [kind, planted[kind].length])) as Record<
      MetricKind,
      number
    >,
  };
}

export const GROUND_TRUTH_NOTES = [
  'planted[KIND] is every registered (A, V, CH, I) registration of the last snapshot that carries the finding, planted or natural, recomputed from the files as written.',
  'Names compare upper-cased, trimmed, inner spaces collapsed; a blank middle name equals a blank middle name in duplicate rule 2.',
  'Addresses compare as street number (with prefix and suffix), directions, street name and Pub 28 street type (STREET -> ST, Ave. -> AVE), upper-cased, periods dropped, spaces collapsed; postal and canvass rows match on that line plus ZIP; duplicate rule 1 also uses the city.',
  'DUPLICATE lists only registrations matched with another registration of the same person; other rule matches (different people sharing a name and birth year) are hardCases.shared_name_coincidence, so the duplicate rule measures below precision 1.',
  'Deceased rows without a voter id match on first name, last name and birth year, and the middle initial only when both sides have a middle name; rows matching two or more registrations, or nobody, count for no one.',
  'NCOA_STATE window is inclusive (2021-06-01 to 2025-06-30); no generated move falls on either edge. NCOA rows with NEW_STATE MI and out-of-state moves outside the window are present and must not count.',
  'AGE_PLACEHOLDER is age above 115 (birth years 1800, 1850, 1900); AGE_90_PLUS and AGE_100_PLUS stop at 115. Age is the snapshot year minus YEAR_OF_BIRTH.',
  'Hard cases are kept clean (active, voting in every federal general) except what a definition catches by construction: shared names are duplicate rule-2 matches, overseas military voters are UOCAVA; hardCasesFlagged lists each hard case that some metric catches, with those metrics (natural coincidences can also be, say, low propensity).',
  'pre_registration is every registered voter aged 17 or less (snapshot year minus birth year). Ids are listed in the order of the registration file.',
].join(' ');
