/**
 * Planted anomalies: registrations built to carry one finding each, at known rates per thousand
 * registrations. They are protected from random churn so that they reach the last snapshot;
 * ground-truth.ts recomputes every metric anyway, so what is counted is what the files show.
 */

import { dayOfMonth, isoDate, monthOf, monthStart } from './calendar';
import type { Home, Person } from './model';
import { avoidWindowEdges, outOfStateRecord } from './moves';
import { rareLastName, type Sex, typo } from './names';
import { adultAge, dateBetween, registrationDate } from './people';
import type { World } from './population';
import type { Rng } from './random';

const LATEST = '2020-10-31';

/** A registration date between `from` and `to`, and not before the 18th birthday year. */
function adultDate(rng: Rng, yob: number, from: string, to: string): string {
  const adult = isoDate(yob + 18, 1, 1);
  const start = adult > from ? adult : from;
  return dateBetween(rng, start < to ? start : to, to);
}

/** The sex a copied registration keeps (a first name implies it; U and blank genders give none). */
function sexOf(p: Person): Sex | undefined {
  return p.gender === 'F' || p.gender === 'M' ? p.gender : undefined;
}

function adultYob(rng: Rng): number {
  return 2020 - Math.max(20, adultAge(rng));
}

/** Planted counts: per thousand registrations, with a floor so small runs still have several. */
export function plantedCount(voters: number, perThousand: number, minimum: number): number {
  return Math.max(minimum, Math.round((voters * perThousand) / 1000));
}

function anyHome(world: World): Home {
  const jur = world.geo.byPopulation.sample(world.rng);
  return world.newHome(jur, world.rng.chance(jur.isCity ? 0.25 : 0.08));
}

/** A house of its own: a given first name cannot meet a namesake of the same age there. */
export function houseHome(world: World): Home {
  return world.newHome(world.geo.byPopulation.sample(world.rng), false);
}

/** A protected registration at `home`, registered before the first snapshot. */
export function plant(
  world: World,
  home: Home,
  spec: Partial<Omit<Person, 'address'>> & { sex?: Sex } = {},
): Person {
  const rng = world.rng;
  const yob = spec.yob ?? adultYob(rng);
  const p = world.add({
    sex: spec.sex,
    first: spec.first,
    middle: spec.middle,
    last: spec.last,
    suffix: spec.suffix,
    yob,
    regDate: spec.regDate ?? registrationDate(rng, yob, LATEST),
    home: { address: home.address, unit: spec.unit ?? home.unit },
    personKey: spec.personKey,
    protected: true,
  });
  return p;
}

export function plantDuplicates(world: World, sameAddress: number, secondAddress: number): void {
  const rng = world.rng;
  for (let i = 0; i < sameAddress; i++) {
    // The same person registered twice at one address: a second id, often a typo'd or new surname.
    const home = anyHome(world);
    const yob = adultYob(rng);
    const a = plant(world, home, { yob, regDate: adultDate(rng, yob, '1975-01-01', '2016-12-31') });
    const x = rng.next();
    plant(world, home, {
      sex: sexOf(a),
      personKey: a.personKey,
      first: a.first,
      middle: rng.chance(0.6) ? a.middle : a.middle.slice(0, 1),
      last: x < 0.45 ? typo(rng, a.last) : x < 0.65 ? rareLastName(rng) : a.last,
      yob: a.yob,
      unit: rng.chance(0.3) ? '' : home.unit,
      regDate: dateBetween(rng, a.regDate, LATEST),
    });
  }
  for (let i = 0; i < secondAddress; i++) {
    // Moved and registered anew instead of updating: the old registration lingers.
    const yob = adultYob(rng);
    const old = plant(world, anyHome(world), {
      yob,
      regDate: adultDate(rng, yob, '1980-01-01', '2016-12-31'),
    });
    const copies = rng.chance(0.1) ? 2 : 1;
    let newest = old.regDate;
    for (let c = 0; c < copies; c++) {
      newest = dateBetween(rng, newest, LATEST);
      plant(world, houseHome(world), {
        sex: sexOf(old),
        personKey: old.personKey,
        first: old.first,
        middle: old.middle,
        last: old.last,
        suffix: old.suffix,
        yob: old.yob,
        regDate: newest,
      });
    }
    old.goneDate = dateBetween(rng, old.regDate, newest);
    if (rng.chance(0.5)) {
      old.status = 'V';
      old.noticeDate = dateBetween(rng, old.goneDate, LATEST);
    }
  }
}

export function plantDeceased(world: World, byId: number, byName: number, absent: number): void {
  const rng = world.rng;
  for (let i = 0; i < byId + byName; i++) {
    const named = i >= byId;
    const p = plant(world, anyHome(world), {
      yob: rng.int(1925, 1965),
      last: named ? rareLastName(rng) : undefined,
    });
    // Deaths spread over the whole period, so the count grows from snapshot to snapshot.
    const month = rng.int(monthOf('2020-09-01'), monthOf('2025-07-01'));
    p.deadDate = dayOfMonth(month, rng.int(1, 28));
    const initial = p.middle.slice(0, 1);
    world.deceased.push({
      voterId: named ? '' : p.id,
      first: p.first,
      middle: named ? rng.pick([initial, initial, p.middle, '']) : p.middle,
      last: p.last,
      yob: p.yob,
      dateOfDeath: p.deadDate,
      source: rng.pick(['OBITUARY', 'SSA DEATH INDEX', 'VOLUNTEER RESEARCH']),
      knownFrom: dayOfMonth(month + rng.int(1, 2), 1),
    });
  }
  for (let i = 0; i < absent; i++) {
    // Someone who never was in the file (died elsewhere, or moved away long ago).
    const dateOfDeath = dateBetween(rng, '2020-06-01', '2025-06-30');
    world.deceased.push({
      voterId: '',
      first: rng.pick(['HAROLD', 'DOROTHY', 'WALTER', 'MILDRED', 'EARL', 'AGNES']),
      middle: '',
      last: rareLastName(rng),
      yob: rng.int(1925, 1950),
      dateOfDeath,
      source: 'OBITUARY',
      knownFrom: monthStart(monthOf(dateOfDeath) + 1),
    });
  }
}

export function plantOld(world: World, centenarians: number, placeholders: number, pre1942: number): void {
  const rng = world.rng;
  for (let i = 0; i < centenarians; i++) {
    const p = plant(world, anyHome(world), {
      yob: rng.int(1911, 1925),
      regDate: dateBetween(rng, '1946-01-01', '1995-12-31'),
    });
    p.propensity = 0.1;
  }
  for (let i = 0; i < placeholders; i++) {
    // Real people whose birth date was never entered: the data-entry placeholder years.
    plant(world, anyHome(world), {
      yob: rng.pick([1800, 1850, 1900]),
      regDate: dateBetween(rng, '1970-01-01', '2015-12-31'),
    });
  }
  for (let i = 0; i < pre1942; i++) {
    if (i % 2 === 0) plant(world, anyHome(world), { yob: rng.int(1940, 1975), regDate: '1900-01-01' });
    else {
      const yob = rng.int(1912, 1920);
      plant(world, anyHome(world), { yob, regDate: dateBetween(rng, `${yob + 21}-01-01`, '1941-12-31') });
    }
  }
}

export function plantNcoa(world: World, counted: number, decoys: number): void {
  const rng = world.rng;
  for (let i = 0; i < counted + decoys * 2; i++) {
    const p = plant(world, anyHome(world));
    const window = i < counted;
    const early = !window && i % 2 === 0;
    const date = window
      ? avoidWindowEdges(dateBetween(rng, '2021-06-02', '2025-06-29'))
      : early
        ? dateBetween(rng, '2020-11-02', '2021-05-28')
        : dateBetween(rng, '2025-07-02', '2025-09-25');
    p.goneDate = date;
    world.ncoa.push(outOfStateRecord(rng, p, date, 'I'));
    if (rng.chance(0.5)) {
      p.noticeAt = monthOf(date) + 2; // a notice follows; the NVRA wait keeps it registered
      world.remind(p, p.noticeAt);
    }
  }
}

export const APO_LINES: readonly (readonly string[])[] = [
  ['PSC 1005 BOX 123', 'APO AE 09096'],
  ['UNIT 3050 BOX 45', 'FPO AP 96349'],
  ['CMR 480 BOX 1234', 'APO AE 09128'],
  ['PSC 473 BOX 12', 'FPO AP 96349'],
];
export const OVERSEAS_LINES: readonly (readonly string[])[] = [
  ['12 RUE DE RIVOLI', '75001 PARIS', 'FRANCE'],
  ['KÖNIGSTRASSE 5', '70173 STUTTGART', 'GERMANY'],
  ['CALLE DE ALCALÁ 42', '28014 MADRID', 'SPAIN'],
  ['FLAT 3, 22 BAKER ST', 'LONDON W1U 3BW', 'UNITED KINGDOM'],
  ['1-2-3 SHIBUYA, SHIBUYA-KU', 'TOKYO 150-0002', 'JAPAN'],
  ['45 KING ST W', 'TORONTO ON M5H 1A1', 'CANADA'],
];

export function plantUocava(world: World, count: number): void {
  const rng = world.rng;
  for (let i = 0; i < count; i++) {
    const code = i % 20 < 9 ? 'M' : i % 20 < 17 ? 'C' : 'O';
    const p = plant(world, anyHome(world), { yob: code === 'M' ? rng.int(1975, 2001) : rng.int(1950, 2000) });
    p.uocava = code;
    p.mailing = code === 'M' ? rng.pick(APO_LINES) : rng.pick(OVERSEAS_LINES);
    p.reliable = true; // they vote absentee from abroad: no low-propensity or NVRA finding
    p.propensity = 0.9;
    if (code === 'M') p.hardCase = 'uocava_military';
  }
}
