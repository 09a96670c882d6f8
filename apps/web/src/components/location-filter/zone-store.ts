import { useSyncExternalStore } from 'react';

/** A chosen place: its name as the lists give it and its zone hash. */
export interface Place {
  name: string;
  hash: string;
}

/** The location filter's choice (spec 1 section 4), kept in local storage; nothing chosen = MICHIGAN. */
export interface ZoneChoice {
  county: Place | null;
  jurisdiction: Place | null;
  precinct: Place | null;
}

export const STATEWIDE: ZoneChoice = { county: null, jurisdiction: null, precinct: null };
const KEY = 'location';
const listeners = new Set<() => void>();

const isPlace = (p: unknown): p is Place =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as Place).name === 'string' &&
  typeof (p as Place).hash === 'string';

function parse(raw: string | null): ZoneChoice {
  if (!raw) return STATEWIDE;
  try {
    const v = JSON.parse(raw) as Partial<ZoneChoice>;
    const county = isPlace(v.county) ? v.county : null;
    const jurisdiction = county && isPlace(v.jurisdiction) ? v.jurisdiction : null;
    const precinct = jurisdiction && isPlace(v.precinct) ? v.precinct : null;
    return { county, jurisdiction, precinct };
  } catch {
    return STATEWIDE;
  }
}

let cachedRaw: string | null | undefined;
let cached: ZoneChoice = STATEWIDE;
function snapshot(): ZoneChoice {
  const raw = localStorage.getItem(KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

export function setZoneChoice(choice: ZoneChoice): void {
  localStorage.setItem(KEY, JSON.stringify(choice));
  for (const l of listeners) l();
}

export const zoneHashOf = (c: ZoneChoice): string =>
  c.precinct?.hash ?? c.jurisdiction?.hash ?? c.county?.hash ?? 'MICHIGAN';

/** The current choice; every component using it follows changes. */
export function useZoneChoice(): ZoneChoice {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, snapshot);
}
