/**
 * Places from the auxiliary sources: post offices, UPS Stores, FedEx and virtual-mailbox (CMRA)
 * addresses for postal-locations.csv, and volunteer canvass findings for canvass.csv. Sites that
 * carry a metric get their own plain (Pub 28) addresses, distinct from every home, so that the
 * metric counts exactly the registrations planted there.
 */
import type { AddressCategory, CanvassFinding } from '../qvf-format';
import type { Address, AddressKind, Jurisdiction, PostalLocation } from './model';
import type { World } from './population';
import type { Rng } from './random';

const KINDS: readonly PostalLocation['kind'][] = [
  'USPS',
  'USPS',
  'USPS',
  'UPS',
  'UPS',
  'UPS',
  'FEDEX',
  'CMRA',
  'CMRA',
];
const CMRA_NAMES = [
  'ANYTIME MAILBOX, INC.',
  'IPOSTAL1',
  'PAK MAIL',
  'MAIL BOXES PLUS, LLC',
  'POSTNET',
  'US GLOBAL MAIL',
];

function postalName(rng: Rng, kind: PostalLocation['kind'], jur: Jurisdiction): string {
  if (kind === 'USPS')
    return rng.chance(0.5) ? `US POST OFFICE - ${jur.base}` : `${jur.base} MAIN POST OFFICE`;
  if (kind === 'UPS') return `THE UPS STORE #${rng.int(1000, 7999)}`;
  if (kind === 'FEDEX')
    return rng.chance(0.5) ? `FEDEX OFFICE #${rng.int(1000, 2999)}` : 'FEDEX OFFICE PRINT & SHIP CENTER';
  return rng.pick(CMRA_NAMES);
}

/** The statewide list of postal locations, most of them with nobody registered there. */
export function makePostalLocations(world: World, count: number): void {
  const rng = world.rng;
  for (let i = 0; i < count; i++) {
    const jur = world.geo.byPopulation.sample(rng);
    const kind = rng.pick(KINDS);
    const address = world.addresses.create(jur, { kind: 'postal', plain: true });
    world.postal.push({ name: postalName(rng, kind, jur), kind, address });
  }
}

/** A site of the canvass file: a new plain address with its canvass row. */
export function canvassSite(
  world: World,
  jur: Jurisdiction,
  kind: AddressKind,
  category: AddressCategory,
  finding: CanvassFinding | '',
  units: number,
  unitPattern: string,
): Address {
  const address = world.building(jur, kind, units, unitPattern, true);
  world.canvass.push({
    address,
    extension: '',
    category,
    finding,
    livingUnits: units > 0 ? String(units) : world.rng.chance(0.5) ? '0' : '',
  });
  return address;
}

/**
 * Canvass rows that change no metric: homes, apartment buildings (some with a row per unit),
 * churches, schools, nursing and group homes, and the postal locations seen on the street. An
 * address that already has a canvass row gets no second one of another kind, so no reader can
 * lose a finding to a row that disagrees with it.
 */
export function makeCanvassBackground(world: World, count: number): void {
  const rng = world.rng;
  const buildings = world.apartmentBuildings();
  const houses = world.persons.filter((p) => p.address.kind === 'house');
  const seen = new Set(world.canvass.map((c) => c.address.serial));
  for (let i = 0; i < count; i++) {
    const x = rng.next();
    if (x < 0.3 && houses.length > 0) {
      const address = rng.pick(houses).address;
      if (seen.has(address.serial)) continue;
      seen.add(address.serial);
      world.canvass.push({ address, extension: '', category: 'Residential', finding: '', livingUnits: '1' });
    } else if (x < 0.6 && buildings.length > 0) {
      const address = world.addresses.store.at(rng.pick(buildings));
      const perUnit = rng.chance(0.3) && address.units > 0;
      world.canvass.push({
        address,
        extension: perUnit ? address.unitPattern.replace('{n}', String(rng.int(1, address.units))) : '',
        category: 'Apartment',
        finding: '',
        livingUnits: String(address.units),
      });
    } else if (x < 0.68 && world.postal.length > 0) {
      const { address } = rng.pick(world.postal);
      if (seen.has(address.serial)) continue;
      seen.add(address.serial);
      world.canvass.push({
        address,
        extension: '',
        category: 'UPS_USPS_Fedex',
        finding: '',
        livingUnits: '',
      });
    } else {
      const category = rng.pick([
        'Church',
        'School Building',
        'Nursing Home',
        'Group Home',
        'Other/Non-Residential',
      ] as const);
      const units =
        category === 'Nursing Home' ? rng.int(40, 160) : category === 'Group Home' ? rng.int(4, 12) : 0;
      canvassSite(
        world,
        world.geo.byPopulation.sample(rng),
        'non-residential',
        category,
        '',
        units,
        'RM {n}',
      );
    }
  }
}
