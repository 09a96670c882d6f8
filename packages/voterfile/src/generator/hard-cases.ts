/**
 * Hard cases: registrations that look suspicious to a careless rule but are fine. They are kept
 * clean of every other finding (active, voting in each federal general), so a detector that flags
 * them is wrong, except where a metric's own definition catches them (shared names are rule-2
 * duplicates by definition; overseas military voters are UOCAVA), as ground-truth.json says.
 */
import { houseHome, plant } from './anomalies';
import { isoDate, monthOf, monthStart } from './calendar';
import { drawIntent } from './history';
import type { Person } from './model';
import { COMMON_FULL_NAMES, firstName, type Sex } from './names';
import { dateBetween, randomDay } from './people';
import type { World } from './population';
import { canvassSite } from './sites';

function clean(p: Person, kind: Person['hardCase']): Person {
  p.hardCase = kind;
  p.reliable = true;
  p.propensity = Math.max(p.propensity, 0.7);
  return p;
}

export function plantTwins(world: World, pairs: number): void {
  const rng = world.rng;
  for (let i = 0; i < pairs; i++) {
    const home = houseHome(world);
    const yob = rng.int(1960, 2000);
    const a = clean(plant(world, home, { yob }), 'twins');
    const sex: Sex = rng.chance(0.5) ? 'F' : 'M';
    let first = firstName(rng, sex, yob);
    while (first === a.first) first = firstName(rng, sex, yob);
    const regDate = dateBetween(rng, isoDate(yob + 18, 1, 1), '2020-10-31');
    clean(plant(world, home, { sex, yob, last: a.last, first, regDate }), 'twins');
  }
}

export function plantJuniorSenior(world: World, pairs: number): void {
  const rng = world.rng;
  for (let i = 0; i < pairs; i++) {
    const home = houseHome(world);
    const fatherYob = rng.int(1945, 1968);
    const sonYob = fatherYob + rng.int(25, 30);
    const first = firstName(rng, 'M', fatherYob);
    const middle = firstName(rng, 'M', fatherYob);
    const father = clean(
      plant(world, home, { sex: 'M', first, middle, suffix: 'SR', yob: fatherYob }),
      'jr_sr',
    );
    clean(
      plant(world, home, {
        sex: 'M',
        first,
        middle,
        last: father.last,
        suffix: 'JR',
        yob: sonYob,
        regDate: dateBetween(rng, isoDate(sonYob + 18, 1, 1), '2020-10-31'),
      }),
      'jr_sr',
    );
  }
}

/**
 * Different people who share a full name and birth year, at different addresses. Half of the
 * groups also get a deceased.csv row naming them without a voter id: ambiguous, so it must not
 * match anyone.
 */
export function plantSharedNames(world: World, groups: number): void {
  const rng = world.rng;
  for (let i = 0; i < groups; i++) {
    const [first, last, sex] = COMMON_FULL_NAMES[i % COMMON_FULL_NAMES.length]!;
    const yob = rng.int(1950, 1990);
    const size = rng.chance(0.3) ? 3 : 2;
    for (let k = 0; k < size; k++) {
      clean(plant(world, houseHome(world), { sex, first, middle: '', last, yob }), 'shared_name_coincidence');
    }
    if (i % 2 === 0) {
      const dateOfDeath = dateBetween(rng, '2020-06-01', '2025-06-30');
      world.deceased.push({
        voterId: '',
        first,
        middle: '',
        last,
        yob,
        dateOfDeath,
        source: 'OBITUARY',
        knownFrom: monthStart(monthOf(dateOfDeath) + 1),
      });
    }
  }
}

const CAMPUSES: readonly (readonly [number, string])[] = [
  [24120, 'RM {n}'], // East Lansing: MSU
  [3000, 'RM {n}'], // Ann Arbor: University of Michigan
  [56020, 'RM {n}'], // Mount Pleasant: CMU
  [42160, '# {n}'], // Kalamazoo: WMU
  [89140, 'RM {n}'], // Ypsilanti: EMU
  [1360, 'APT {n}'], // Allendale: GVSU
  [22000, 'RM {n}'], // Detroit: Wayne State
  [51900, 'RM {n}'], // Marquette: NMU
];

export function plantCampusHousing(world: World, students: number): void {
  const rng = world.rng;
  const halls = CAMPUSES.map(([code, pattern]) => {
    const jur = world.geo.jurisdictions.find((j) => j.code === code)!;
    return canvassSite(world, jur, 'campus', 'Campus Housing', '', rng.int(300, 900), pattern);
  });
  for (let i = 0; i < students; i++) {
    const hall = halls[i % halls.length]!;
    const yob = rng.int(2000, 2002);
    const unit = hall.unitPattern.replace('{n}', String(rng.int(101, 499)));
    const p = plant(
      world,
      { address: hall, unit },
      { yob, regDate: dateBetween(rng, '2019-08-15', '2020-10-20') },
    );
    clean(p, 'campus_housing');
  }
}

/**
 * 16- and 17-year-olds pre-registering in a month of 2025: they are in the last snapshot aged 17
 * or less (the natural new registrations have some too, but a small run might have none).
 */
export function plantPreRegistrations(world: World, count: number, month: number): void {
  const rng = world.rng;
  const year = Math.floor(month / 12);
  for (let i = 0; i < count; i++) {
    // They live with a registered parent where one is found.
    let parent: Person | undefined;
    for (let tries = 0; tries < 50 && !parent; tries++) {
      const host = rng.pick(world.persons);
      const age = year - host.yob;
      if (host.status === 'A' && !host.protected && host.goneDate === '' && age >= 38 && age <= 60)
        parent = host;
    }
    const home = parent ? { address: parent.address, unit: parent.unit } : houseHome(world);
    const p = plant(world, home, {
      last: parent?.last,
      yob: year - rng.int(16, 17),
      regDate: randomDay(rng, month),
    });
    p.hardCase = 'pre_registration';
    drawIntent(rng, p);
  }
}
