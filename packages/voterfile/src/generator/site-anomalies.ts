/**
 * Planted registrations at places from the auxiliary sources: post offices and mail stores
 * (UPS_USPS), non-residential sites (NON_RESIDENTIAL) and buildings where canvassers found units
 * missing (BLANK_UNIT). Each site is a plain address of its own, so a metric counts exactly the
 * registrations planted there.
 */
import type { AddressCategory, CanvassFinding } from '../qvf-format';
import { NON_RESIDENTIAL_CATEGORIES } from '../qvf-format';
import { plant } from './anomalies';
import type { AddressKind } from './model';
import type { World } from './population';
import { canvassSite } from './sites';

export function plantPostal(world: World, people: number): void {
  const rng = world.rng;
  const sites = world.postal.filter((s) => s.kind !== 'FEDEX');
  for (let made = 0; made < people && sites.length > 0; ) {
    const site = rng.pick(sites);
    const pattern = rng.pick(['#{n}', '#{n}', '# {n}', 'STE {n}', 'PMB {n}']);
    for (let k = rng.int(1, 2); k > 0 && made < people; k--, made++) {
      plant(world, { address: site.address, unit: pattern.replace('{n}', String(rng.int(100, 9999))) });
    }
  }
}

export function plantNonResidential(world: World, people: number): void {
  const rng = world.rng;
  for (let made = 0; made < people; ) {
    const category = rng.pick(NON_RESIDENTIAL_CATEGORIES);
    const jur = world.geo.byPopulation.sample(rng);
    const pattern =
      category === 'Business'
        ? 'STE {n}'
        : category === 'Memory/Dementia Care'
          ? 'RM {n}'
          : category === 'Virtual Mailbox'
            ? '#{n}'
            : 'LOT {n}';
    const address = canvassSite(world, jur, 'non-residential', category, '', 0, pattern);
    const unitless = category === 'Prison' || category === 'Homeless Shelter';
    for (let k = rng.int(1, 4); k > 0 && made < people; k--, made++) {
      const old = category === 'Memory/Dementia Care';
      plant(
        world,
        { address, unit: unitless ? '' : pattern.replace('{n}', String(rng.int(1, 400))) },
        {
          yob: old ? rng.int(1930, 1945) : undefined,
        },
      );
    }
  }
}

const BLANK_UNIT_SITES: readonly (readonly [CanvassFinding, AddressKind, AddressCategory, string])[] = [
  ['apt_num_blank', 'apartment', 'Apartment', 'APT {n}'],
  ['trlr_lot_blank', 'trailer-park', 'Trailer Park', 'LOT {n}'],
  ['srlv_unit_blank', 'senior-living', 'Senior Living', 'UNIT {n}'],
  ['hotel_rm_blank', 'hotel', 'Hotel', 'RM {n}'],
  ['street_num_blank', 'house', 'Residential', ''],
  ['empty_lot', 'empty-lot', 'Empty Lot', ''],
  ['apt_num_blank', 'apartment', 'Apartment', '# {n}'],
  ['trlr_lot_blank', 'trailer-park', 'Trailer Park', 'LOT {n}'],
];

/** Buildings where canvassers found units missing: some residents have a blank EXTENSION. */
export function plantBlankUnits(world: World, sites: number): void {
  const rng = world.rng;
  for (let i = 0; i < sites; i++) {
    const [finding, kind, category, pattern] = BLANK_UNIT_SITES[i % BLANK_UNIT_SITES.length]!;
    const jur = world.geo.byPopulation.sample(rng);
    const single = pattern === '';
    const units = single ? (kind === 'house' ? 1 : 0) : rng.int(12, 90);
    const address = canvassSite(world, jur, kind, category, finding, units, pattern);
    const residents = single ? rng.int(1, 3) : rng.int(4, 10);
    for (let k = 0; k < residents; k++) {
      const blank = single || k === 0 || rng.chance(0.3);
      const unit = blank ? '' : pattern.replace('{n}', String(k + 1));
      const yob = kind === 'senior-living' ? rng.int(1930, 1955) : undefined;
      plant(world, { address, unit }, { yob });
    }
  }
}
