/**
 * Moves: in-state (the registration follows the voter to a new address, maybe a new county) and
 * out-of-state (the voter leaves, the registration stays behind until a notice and the NVRA wait
 * run out, or the new state reports the move). Both leave USPS change-of-address (NCOA) records.
 */
import { logMove } from './history';
import type { Jurisdiction, NcoaRecord, Person } from './model';
import { isRegistered } from './model';
import type { World } from './population';
import type { Rng } from './random';

/** [state, weight, cities, lowest ZIP, highest ZIP]: where Michiganders move to. */
const DESTINATIONS: readonly (readonly [string, number, readonly string[], number, number])[] = [
  ['OH', 14, ['COLUMBUS', 'TOLEDO', 'CINCINNATI', 'CLEVELAND', 'DAYTON'], 43001, 45999],
  ['FL', 16, ['ORLANDO', 'TAMPA', 'NAPLES', 'SARASOTA', 'JACKSONVILLE', 'FORT MYERS'], 32003, 34997],
  ['TX', 9, ['HOUSTON', 'AUSTIN', 'DALLAS', 'SAN ANTONIO'], 75001, 79999],
  ['IN', 8, ['INDIANAPOLIS', 'FORT WAYNE', 'SOUTH BEND', 'ELKHART'], 46001, 47997],
  ['IL', 9, ['CHICAGO', 'NAPERVILLE', 'EVANSTON'], 60001, 62999],
  ['WI', 5, ['MILWAUKEE', 'MADISON', 'GREEN BAY'], 53001, 54990],
  ['AZ', 6, ['PHOENIX', 'SCOTTSDALE', 'TUCSON', 'MESA'], 85001, 86556],
  ['NC', 6, ['CHARLOTTE', 'RALEIGH', 'ASHEVILLE'], 27006, 28909],
  ['GA', 5, ['ATLANTA', 'SAVANNAH'], 30002, 31999],
  ['CA', 5, ['LOS ANGELES', 'SAN DIEGO', 'SAN FRANCISCO'], 90001, 96162],
  ['TN', 5, ['NASHVILLE', 'KNOXVILLE', 'CHATTANOOGA'], 37010, 38589],
  ['NY', 3, ['NEW YORK', 'BROOKLYN', 'BUFFALO'], 10001, 14925],
  ['CO', 4, ['DENVER', 'BOULDER', 'COLORADO SPRINGS'], 80002, 81658],
  ['SC', 3, ['CHARLESTON', 'GREENVILLE', 'MYRTLE BEACH'], 29001, 29945],
  ['PA', 3, ['PITTSBURGH', 'PHILADELPHIA'], 15001, 19640],
  ['MN', 3, ['MINNEAPOLIS', 'SAINT PAUL'], 55001, 56763],
];
const TOTAL_WEIGHT = DESTINATIONS.reduce((s, d) => s + d[1], 0);
const FAR_STREETS = [
  'OAK HOLLOW DR',
  'PALM AVE',
  'LAKE SHORE BLVD',
  'MAIN ST',
  'CYPRESS LN',
  'RIDGE RD',
  'BAY ST',
];

function deliveryPoint(rng: Rng): string {
  return String(rng.int(0, 99)).padStart(2, '0');
}

/** An NCOA row for a move to another state. */
export function outOfStateRecord(
  rng: Rng,
  person: Person,
  moveDate: string,
  moveType: 'I' | 'F',
): NcoaRecord {
  let x = rng.next() * TOTAL_WEIGHT;
  let dest = DESTINATIONS[0]!;
  for (const d of DESTINATIONS) {
    x -= d[1];
    if (x < 0) {
      dest = d;
      break;
    }
  }
  const unit = rng.chance(0.3) ? ` APT ${rng.int(1, 40)}` : '';
  return {
    person,
    voterId: person.id,
    moveDate,
    moveType,
    newAddress: `${rng.int(10, 9999)} ${rng.pick(FAR_STREETS)}${unit}`,
    newCity: rng.pick(dest[2]),
    newState: dest[0],
    newZip: String(rng.int(dest[3], dest[4])).padStart(5, '0'),
    deliveryPoint: deliveryPoint(rng),
  };
}

/** Movers may never produce a row on the metric's window edges, where "between" is ambiguous. */
export function avoidWindowEdges(date: string): string {
  if (date === '2021-06-01') return '2021-06-02';
  if (date === '2025-06-30') return '2025-06-29';
  return date;
}

/** Leaves the state: stops voting; NCOA usually sees it; a notice or a cancellation follows. */
export function moveOutOfState(world: World, movers: Person[], date: string, month: number): void {
  const rng = world.rng;
  const moveDate = avoidWindowEdges(date);
  const family = movers.length > 1;
  const seen = rng.chance(0.65);
  for (const p of movers) {
    p.goneDate = moveDate;
    if (seen) world.ncoa.push(outOfStateRecord(rng, p, moveDate, family ? 'F' : 'I'));
    if (rng.chance(0.3)) p.cancelAt = month + rng.int(1, 6);
    else p.noticeAt = month + (seen ? rng.int(1, 3) : rng.int(2, 10));
    world.remind(p, Math.max(p.cancelAt, p.noticeAt));
  }
}

function jurisdictionInCounty(rng: Rng, from: Jurisdiction): Jurisdiction {
  const list = from.county.jurisdictions;
  let x = rng.next() * list.reduce((s, j) => s + j.population, 0);
  for (const j of list) {
    x -= j.population;
    if (x < 0) return j;
  }
  return from;
}

/** Moves the person's household (its movable members) to a new home in Michigan; the registration follows. */
export function moveInState(world: World, person: Person, date: string): boolean {
  const rng = world.rng;
  const movers = world
    .householdOf(person)
    .filter((p) => !p.protected && isRegistered(p.status) && p.goneDate === '' && p.deadDate === '');
  if (movers.length === 0) return false;
  const from = person.address.jur;
  const x = rng.next();
  const jur = x < 0.5 ? from : x < 0.8 ? jurisdictionInCounty(rng, from) : world.geo.byPopulation.sample(rng);
  const home = world.newHome(jur, rng.chance(jur.isCity ? 0.35 : 0.12));
  if (!movers.every((p) => world.fits(home.address, p.first, p.yob))) return false;
  for (const p of movers) {
    logMove(p, date);
    world.unplace(p);
    p.address = home.address;
    p.unit = home.unit;
    world.place(p);
  }
  if (rng.chance(0.35)) {
    const a = home.address;
    for (const p of movers) {
      world.ncoa.push({
        person: p,
        voterId: p.id,
        moveDate: date,
        moveType: movers.length > 1 ? 'F' : 'I',
        newAddress: home.unit === '' ? a.line : `${a.line} ${home.unit}`,
        newCity: a.city,
        newState: 'MI',
        newZip: a.zip,
        deliveryPoint: deliveryPoint(rng),
      });
    }
  }
  return true;
}
