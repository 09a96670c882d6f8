import { logMove } from './history';
import type { Person } from './model';
import { isRegistered } from './model';
import { PERM_APP, PERM_BALLOT } from './person-codes';
import type { World } from './population';
import type { Rng } from './random';

/** The edits of one registration that change events make (change-events.ts). */

/** Stochastic rounding: on average n * rate. */
export function howMany(rng: Rng, n: number, rate: number): number {
  return Math.floor(n * rate + rng.next());
}

export function settled(p: Person): boolean {
  return (
    !p.protected &&
    isRegistered(p.status) &&
    p.goneDate === '' &&
    p.deadDate === '' &&
    p.cancelAt < 0 &&
    p.noticeAt < 0
  );
}

/** The file's row text must be made again (qvf row reuse). */
export function touched(p: Person): void {
  p.store.rowCache.delete(p.row);
}

export function setPermanentAbsentee(p: Person, on: boolean): void {
  p.store.setFlag(p.row, PERM_APP, on);
  p.store.setFlag(p.row, PERM_BALLOT, on);
}

/** A birth year moved by `delta`, if the person stays an adult of 20+ and meets no namesake at home. */
export function changeBirthYear(world: World, p: Person, delta: number, year: number): boolean {
  const yob = p.yob + delta;
  if (delta === 0 || year - yob < 20 || year - yob > 99 || !world.fits(p.address, p.first, yob)) return false;
  world.unplace(p);
  p.store.yob[p.row] = yob;
  world.place(p);
  touched(p);
  return true;
}

export function moveTo(
  world: World,
  p: Person,
  home: { address: Person['address']; unit: string },
  date: string,
) {
  logMove(p, date);
  world.unplace(p);
  p.address = home.address;
  p.unit = home.unit;
  world.place(p);
  touched(p);
}
