/**
 * change-events.json, beside ground-truth.json when a run has change events (generate's option
 * `changeEvents`): the events planted in chosen months, each in one zone with the voter ids it
 * changed, and the months left normal (background churn only). `readChangeEvents` reads it, typed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CHANGE_EVENTS_FILE = 'change-events.json';

export type ChangeEventKind =
  | 'birth_year_batch'
  | 'mass_address_change'
  | 'purge'
  | 'precinct_renumbering'
  | 'shared_registration_date';

/** The per-registration change the event consists of, as the load classifies it (the contract's CHANGE_FIGURE_KINDS). */
export type EventChangeKind = 'birth_year' | 'address' | 'removed' | 'precinct' | 'added';

export interface ChangeEvent {
  /** The snapshot that first shows the event; previousSnapshot is the month before. */
  snapshotDate: string;
  previousSnapshot: string;
  kind: ChangeEventKind;
  changeKind: EventChangeKind;
  /** COUNTY_CODE as the file writes it ("82"). */
  county: string;
  countyName: string;
  /** JURISDICTION_CODE, five digits. */
  jurisdiction: string;
  jurisdictionName: string;
  /** PRECINCT before the event when the event is a precinct's (address change, renumbering, the burst's house); else null. */
  precinct: string | null;
  /** The new PRECINCT of a renumbering. */
  toPrecinct?: string;
  /** Every registration the event changed (added, for the burst), sorted. */
  voterIds: string[];
  detail: string;
}

export interface ChangeEventsTruth {
  seed: number;
  voters: number;
  snapshots: string[];
  /** Snapshots after the first that follow the previous one by a month and carry no planted event. */
  normalMonths: string[];
  events: ChangeEvent[];
  /** Monthly chance per registration of each background change this option adds. */
  backgroundRates: Record<string, number>;
  notes: string;
}

export const CHANGE_EVENTS_NOTES = [
  'Events are planted from the 4th written snapshot on, in monthly snapshots that are no NVRA wave month (2025-04-01, 2025-05-01); the months and kinds are drawn from the seed; one event per jurisdiction.',
  'Background churn runs every month: moves (address, precinct, jurisdiction), notices and cancellations, deaths, new registrations (churn.ts), and name changes, birth-year and registration-date corrections, gender, permanent-absentee and UOCAVA changes, single addresses put in another precinct (change-events.ts, backgroundRates).',
  'purge: active (A) registrations not in any notice cohort (no notice, not moved away) removed from the file in one month (no C rows left behind); voterIds are the removed ids, in the previous snapshot.',
  'precinct_renumbering: every address of the precinct gets a precinct code the jurisdiction had not used; no address changes.',
  'shared_registration_date: new registrations at one new house address, all with one REGISTRATION_DATE; voterIds are the added ids.',
].join(' ');

export function readChangeEvents(outDir: string): ChangeEventsTruth {
  const truth = JSON.parse(readFileSync(join(outDir, CHANGE_EVENTS_FILE), 'utf8')) as ChangeEventsTruth;
  if (!Array.isArray(truth.events) || !Array.isArray(truth.normalMonths))
    throw new Error(`${CHANGE_EVENTS_FILE} has no events or normalMonths`);
  return truth;
}
