/**
 * Change in the file month by month: elections, deaths, moves, notices (A -> V), cancellations
 * (including the NVRA waves: early 2023 for the Dec 2022 cohort, April 2025 for the 2025 cohort),
 * challenges, new registrations (some of them 16-17-year-old pre-registrations) and rejections.
 * Random life events are drawn ahead as waiting times and put on the world's agenda, so a month
 * costs what happens in it, not the size of the file. Protected (planted) registrations get no
 * random events, so they reach the last snapshot as planted.
 */
import { electionsInMonth, GENERAL_2020, GENERAL_2022, monthOf, monthStart } from './calendar';
import { drawIntent, holdElection } from './history';
import { fillHousehold } from './households';
import type { Person } from './model';
import { isRegistered } from './model';
import { moveInState, moveOutOfState } from './moves';
import { randomDay } from './people';
import { AGENDA_KINDS, type AgendaKind, type World } from './population';
import type { Rng } from './random';

const WAVE_DEC_2022 = monthOf('2023-02-01');
const WAVE_2025_EARLY = monthOf('2025-03-01');
const WAVE_2025 = monthOf('2025-04-01');

/** Monthly rates of the random life events. */
const RATES = { leave: 0.0013, move: 0.0015, mail: 0.0001, challenge: 0.00003, confirm: 0.005 };

function annualMortality(age: number): number {
  return Math.min(0.5, 0.0004 * Math.exp(0.09 * (age - 30)));
}

/** Month of the next event of a constant monthly rate after `from` (exponential waiting time). */
function next(rng: Rng, from: number, rate: number): number {
  return from + 1 + Math.floor(-Math.log(1 - rng.next()) / rate);
}

/** Draws when a natural registration's person will die, leave, move, get returned mail, be challenged. */
export function scheduleLife(world: World, p: Person, from: number): void {
  const rng = world.rng;
  const age = Math.floor(from / 12) - p.yob;
  world.remind(p, next(rng, from, annualMortality(age) / 12), 'death');
  for (const kind of ['leave', 'move', 'mail', 'challenge'] as const)
    world.remind(p, next(rng, from, RATES[kind]), kind);
}

function cancel(rng: Rng, p: Person, month: number): void {
  p.status = 'C';
  p.cancelDate = randomDay(rng, month);
  p.cancelAt = -1;
  p.noticeAt = -1;
  // Cancelled rows stay in the file for one to three more monthly extracts.
  p.dropMonth = month + 1 + rng.int(1, 3);
}

function die(world: World, p: Person, month: number): void {
  const rng = world.rng;
  p.deadDate = randomDay(rng, month);
  p.cancelAt = month + rng.int(1, 3);
  world.remind(p, p.cancelAt);
  if (rng.chance(0.3)) {
    const byId = rng.chance(0.8);
    world.deceased.push({
      voterId: byId ? p.id : '',
      first: p.first,
      middle: byId ? p.middle : p.middle.slice(0, 1),
      last: p.last,
      yob: p.yob,
      dateOfDeath: p.deadDate,
      source: rng.pick(['OBITUARY', 'SSA DEATH INDEX', 'MDHHS DEATH RECORD']),
      knownFrom: monthStart(month + rng.int(1, 4)),
    });
  }
}

/** A notice, cancellation or end of challenge that was set on the person for this month. */
function scheduled(world: World, p: Person, month: number): void {
  if (p.cancelAt === month) {
    cancel(world.rng, p, month);
    return;
  }
  if (p.noticeAt === month) {
    p.noticeAt = -1;
    if (p.status === 'A') {
      p.status = 'V';
      p.noticeDate = randomDay(world.rng, month);
      if (p.goneDate !== '') world.remind(p, next(world.rng, month, RATES.confirm), 'confirm');
    }
  }
  if (p.challengeUntil === month && p.status === 'CH') p.status = 'A';
}

function lifeEvent(world: World, p: Person, kind: AgendaKind, month: number): void {
  const rng = world.rng;
  const here = p.goneDate === '' && p.deadDate === '';
  if (kind === 'death' && here) die(world, p, month);
  else if (kind === 'leave' && here) {
    const family = rng.chance(0.4) ? world.householdOf(p) : [p];
    const movers = family.filter(
      (m) => !m.protected && isRegistered(m.status) && m.goneDate === '' && m.deadDate === '',
    );
    moveOutOfState(world, movers, randomDay(rng, month), month);
  } else if (kind === 'move' && here) {
    moveInState(world, p, randomDay(rng, month));
    world.remind(p, next(rng, month, RATES.move), 'move');
  } else if (kind === 'mail' && here && p.status === 'A') {
    // Returned mail for someone still living there: a notice; their next vote makes them active.
    p.status = 'V';
    p.noticeDate = randomDay(rng, month);
    world.returnedMail.push(p);
  } else if (kind === 'challenge' && p.status === 'A') {
    p.status = 'CH';
    p.challengeUntil = month + rng.int(2, 5);
    world.remind(p, p.challengeUntil);
  } else if (kind === 'confirm' && p.status === 'V' && p.goneDate !== '' && p.cancelAt < 0) {
    // The voter confirmed the move in writing, or the new state reported it.
    cancel(rng, p, month);
  }
}

function wave(rng: Rng, p: Person, month: number): void {
  if (p.status !== 'V' || p.protected) return;
  if (month === WAVE_DEC_2022 && p.noticeDate < GENERAL_2020 && rng.chance(0.55)) cancel(rng, p, month);
  else if (month === WAVE_2025_EARLY && p.noticeDate < GENERAL_2022 && rng.chance(0.06))
    cancel(rng, p, month);
  else if (month === WAVE_2025 && p.noticeDate < GENERAL_2022 && rng.chance(0.55)) cancel(rng, p, month);
}

function newRegistrations(world: World, month: number, base: number): void {
  const rng = world.rng;
  const calendarMonth = month % 12;
  const season = calendarMonth >= 8 && calendarMonth <= 9 && Math.floor(month / 12) % 2 === 0 ? 1.8 : 1;
  const count = Math.round(base * 0.0042 * season * (0.8 + 0.4 * rng.next()));
  const year = Math.floor(month / 12);
  const firstNew = world.persons.length;
  for (let made = 0; made < count; ) {
    if (rng.chance(0.35)) {
      // A child of a registered household: 18 or so, or a 16-17-year-old pre-registering.
      const host = rng.pick(world.persons);
      const age = year - host.yob;
      if (host.protected || !isRegistered(host.status) || host.goneDate !== '' || age < 38 || age > 70)
        continue;
      const own = rng.chance(0.4) ? rng.int(16, 17) : rng.int(18, 21);
      world.add({
        last: host.last,
        yob: year - own,
        regDate: randomDay(rng, month),
        home: { address: host.address, unit: host.unit },
      });
      made++;
    } else {
      const jur = world.geo.byPopulation.sample(rng);
      const apartment = rng.chance(jur.isCity ? 0.35 : 0.12);
      const size = rng.chance(0.6) ? 1 : 2;
      // Newcomers and first-time registrants are younger than the file as a whole.
      const headAge = rng.chance(0.6) ? rng.int(18, 34) : rng.int(35, 80);
      const people = fillHousehold(world, world.newHome(jur, apartment), size, monthStart(month), {
        headAge,
        regDate: () => randomDay(rng, month),
      });
      made += people.length;
    }
  }
  for (let i = firstNew; i < world.persons.length; i++) {
    const p = world.persons[i]!;
    if (rng.chance(0.004)) {
      p.status = 'R';
      p.cancelDate = p.regDate;
      p.dropMonth = month + 1 + rng.int(1, 2);
    } else scheduleLife(world, p, month);
    drawIntent(rng, p);
  }
}

/**
 * Advances the world through `month` (events dated in it); the next snapshot is the month after.
 * `base` is the size of the file at the start, which sets the number of new registrations.
 */
export function simulateMonth(world: World, month: number, base: number): void {
  const rng = world.rng;
  for (const e of electionsInMonth(month)) holdElection(world.geo, world.returnedMail, e);
  for (const entry of world.due(month)) {
    const person = world.store.person(entry >> 3);
    const kind = AGENDA_KINDS[entry & 7]!;
    if (!isRegistered(person.status)) continue;
    if (kind === 'scheduled') scheduled(world, person, month);
    else if (!person.protected) lifeEvent(world, person, kind, month);
  }
  if (month === WAVE_DEC_2022 || month === WAVE_2025_EARLY || month === WAVE_2025) {
    for (const p of world.persons) wave(rng, p, month);
  }
  newRegistrations(world, month, base);
  // Dropped rows are skipped by every loop, so removing them can wait (generate compacts before writing).
  if (month % 12 === 11) world.compact(month + 1);
}
