/**
 * Households: the people of a new home, and the initial file as it stood on the first snapshot
 * date (`populate`), made of them.
 */
import { monthOf } from './calendar';
import type { Home, Person } from './model';
import { lastName, type Sex } from './names';
import { adultAge, dateBetween, registrationDate } from './people';
import { START_DATE, type World } from './population';
import type { Rng } from './random';

const HOUSEHOLD_SIZES = [0.28, 0.35, 0.15, 0.12, 0.06, 0.04];

/** Adds the people of one new household: a head, maybe a partner, grown children or room-mates. */
export function fillHousehold(
  world: World,
  home: Home,
  size: number,
  latest: string,
  options: { headAge?: number; regDate?: () => string } = {},
): Person[] {
  const rng = world.rng;
  const year = Number(latest.slice(0, 4));
  const headAge = options.headAge ?? Math.max(20, adultAge(rng));
  const headSex: Sex = rng.chance(0.5) ? 'F' : 'M';
  const family = lastName(rng);
  const spec = (yob: number, sex: Sex, last: string) => ({
    sex,
    last,
    yob,
    regDate: options.regDate ? options.regDate() : registrationDate(rng, yob, latest),
    home,
  });
  const people = [world.add(spec(year - headAge, headSex, family))];
  for (let i = 1; i < size; i++) {
    if (i === 1 && rng.chance(0.8)) {
      const age = Math.max(18, headAge + rng.int(-6, 6));
      const sex: Sex = rng.chance(0.92) ? (headSex === 'F' ? 'M' : 'F') : headSex;
      people.push(world.add(spec(year - age, sex, rng.chance(0.75) ? family : lastName(rng))));
    } else if (headAge >= 38 && rng.chance(0.75)) {
      const age = Math.max(17, headAge - rng.int(20, 38));
      people.push(world.add(spec(year - age, rng.chance(0.5) ? 'F' : 'M', family)));
    } else {
      people.push(
        world.add(spec(year - Math.max(18, adultAge(rng)), rng.chance(0.5) ? 'F' : 'M', lastName(rng))),
      );
    }
  }
  return people;
}

function householdSize(rng: Rng, apartment: boolean): number {
  if (apartment) return rng.chance(0.65) ? 1 : 2;
  let x = rng.next();
  for (let i = 0; i < HOUSEHOLD_SIZES.length; i++) {
    x -= HOUSEHOLD_SIZES[i]!;
    if (x < 0) return i + 1;
  }
  return 1;
}

/** The initial file: `count` registrations as of START_DATE, every county represented. */
export function populate(world: World, count: number): void {
  const rng = world.rng;
  const latest = '2020-10-31';
  // One protected household per county, in its largest jurisdiction, so no county is ever empty.
  for (const county of world.geo.counties) {
    const jur = county.jurisdictions.reduce((a, b) => (b.population > a.population ? b : a));
    for (const p of fillHousehold(world, world.newHome(jur, false), 1, latest)) p.protected = true;
  }
  while (world.persons.length < count) {
    const jur = world.geo.byPopulation.sample(rng);
    const apartment = rng.chance(jur.isCity ? 0.3 : 0.08);
    fillHousehold(world, world.newHome(jur, apartment), householdSize(rng, apartment), latest);
  }
  for (const p of world.persons) initialStatus(world, p);
}

/** About 8% inactive (V): mostly people who moved away unannounced and got a confirmation notice. */
function initialStatus(world: World, p: Person): void {
  const rng = world.rng;
  if (p.protected || p.regDate > '2020-07-31') return;
  const x = rng.next();
  if (x < 0.1) {
    const from = p.regDate > '2015-01-01' ? p.regDate : '2015-01-01';
    p.goneDate = dateBetween(rng, from, '2020-09-28');
    if (rng.chance(0.85)) {
      p.status = 'V';
      p.noticeDate = dateBetween(rng, p.goneDate, '2020-10-28');
    } else {
      p.noticeAt = monthOf(START_DATE) + rng.int(0, 10);
      world.remind(p, p.noticeAt);
    }
  } else if (x < 0.108) {
    // Returned mail for someone still living there: they vote again and become active.
    p.status = 'V';
    p.noticeDate = dateBetween(rng, '2020-08-10', '2020-10-28');
    world.returnedMail.push(p);
  } else if (x < 0.1085) {
    p.status = 'CH';
    p.challengeUntil = monthOf(START_DATE) + rng.int(1, 4);
    world.remind(p, p.challengeUntil);
  }
}
