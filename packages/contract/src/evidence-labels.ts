import { voterStatusLabel } from './labels';

/**
 * Words, not codes, in a finding's evidence (issue 27): the source files' codes that the pipeline
 * copies into a finding's evidence and detail (voter status, NCOA move type, canvass finding,
 * postal location kind) as a person reads them, and each evidence field's name.
 */

/** NCOA's MOVE_TYPE (spec 4): who moved. */
export const MOVE_TYPE_LABELS: Record<string, string> = {
  I: 'Individual',
  F: 'Family',
  B: 'Business',
};
export const moveTypeLabel = (code: string): string => MOVE_TYPE_LABELS[code.trim()] ?? code;

/** The canvass file's FINDING (spec 4; spec 2's blank-unit parts): what the canvassers found. */
export const CANVASS_FINDING_LABELS: Record<string, string> = {
  apt_num_blank: 'Apartment number missing',
  srlv_unit_blank: 'Senior living unit missing',
  street_num_blank: 'Street number missing',
  hotel_rm_blank: 'Hotel room missing',
  trlr_lot_blank: 'Trailer lot missing',
  empty_lot: 'Empty lot',
};
export const canvassFindingLabel = (code: string): string => CANVASS_FINDING_LABELS[code] ?? code;

/** The postal locations file's KIND (spec 4). */
export const POSTAL_KIND_LABELS: Record<string, string> = {
  USPS: 'USPS post office',
  UPS: 'UPS Store',
  FEDEX: 'FedEx Office',
  CMRA: 'Commercial mail receiving agency',
};
export const postalKindLabel = (code: string): string => POSTAL_KIND_LABELS[code] ?? code;

/** Evidence fields whose value is a code, each with its words; the rest are shown as they are. */
const CODED: Record<string, (code: string) => string> = {
  status: voterStatusLabel,
  move_type: moveTypeLabel,
  finding: canvassFindingLabel,
  kind: postalKindLabel,
};

/** The evidence fields whose value is a voter status code (pages mark them for the e2e check). */
export const STATUS_EVIDENCE_KEYS: ReadonlySet<string> = new Set(['status']);

/** Evidence field names where the words differ from the field's own ('status' is the voter's). */
const KEY_LABELS: Record<string, string> = {
  status: 'Voter status',
  kind: 'Kind of location',
  finding: 'Canvass finding',
  source_name: 'Listed by',
  as_of: 'Age as of',
};

/** An evidence field's name in words: 'move_type' is 'Move type'. */
export function evidenceKeyLabel(key: string): string {
  const words = KEY_LABELS[key] ?? key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An evidence value in words: codes through their tables, other values as text. */
export function evidenceValueLabel(key: string, value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  const words = CODED[key];
  return words && typeof value === 'string' ? words(value) : text;
}

/** A finding's detail (the code it was found by) in words: BLANK_UNIT's canvass finding, UPS_USPS's kind. */
export function findingDetailLabel(rule: string, detail: string): string {
  if (rule === 'BLANK_UNIT') return canvassFindingLabel(detail);
  if (rule === 'UPS_USPS') return postalKindLabel(detail);
  return detail;
}
