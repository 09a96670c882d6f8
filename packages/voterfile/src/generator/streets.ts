/**
 * Street names and how clerks write them. Each jurisdiction gets a fixed set of streets: regional
 * names (Detroit's mile roads, Grand Rapids' NE/NW quadrants, Lansing's Saginaw and Kalamazoo
 * streets) mixed with names found everywhere.
 */
import type { Street } from './model';
import { type Rng, WeightedTable } from './random';

const GENERIC = `MAIN WASHINGTON OAK MAPLE ELM PINE CEDAR PARK LAKE HIGHLAND MICHIGAN JEFFERSON LINCOLN FRANKLIN
CHURCH MILL RIVER HURON CENTER SPRING WALNUT CHESTNUT HICKORY BIRCH WILLOW SYCAMORE CHERRY ADAMS MADISON
MONROE JACKSON GRANT HARRISON CLEVELAND GARFIELD MCKINLEY STATE UNION WATER BRIDGE MARKET SCHOOL MEADOW
FOREST SUNSET HILLCREST RIDGEWOOD LAKEVIEW ORCHARD VALLEY PROSPECT GROVE PLEASANT ELIZABETH BROADWAY
DIVISION SHERIDAN EUCLID WOODLAND GLENWOOD KENSINGTON WINDSOR OXFORD CAMBRIDGE FAIRVIEW EVERGREEN
CRESTWOOD BEECH ASH POPLAR LOCUST MULBERRY DOGWOOD LILAC ROSEWOOD APPLE HOLLY LAUREL MAGNOLIA WHITTIER
EMERSON LONGFELLOW HAWTHORNE COLUMBIA GENESEE SAGINAW KALAMAZOO OTTAWA CLINTON MACOMB SUPERIOR ERIE
ONTARIO PORTAGE MARQUETTE CHIPPEWA HIAWATHA TECUMSEH FOREST_HILL PINE_RIDGE DEER_RUN FOX_CHASE EAGLE
HERON QUAIL CARDINAL ROBIN HUNTERS COUNTRY_CLUB GOLF_VIEW HARBOR BAY SHORE BEACH CRANBROOK 1ST 2ND 3RD
4TH 5TH 6TH 7TH 8TH 9TH 10TH 11TH 12TH 14TH 16TH 18TH 20TH`;

const DETROIT_AREA = `WOODWARD GRAND_RIVER GRATIOT FORT JEFFERSON LIVERNOIS DEXTER LINWOOD SCHAEFER WYOMING GREENFIELD
SOUTHFIELD TELEGRAPH LAHSER OUTER JOY PLYMOUTH SCHOOLCRAFT WARREN FORD CHICAGO DAVISON MCNICHOLS 7_MILE
8_MILE HARPER KERCHEVAL MACK CONNER KELLY MORANG VAN_DYKE MOUND DEQUINDRE CONANT JOS_CAMPAU CASS TRUMBULL
VERNOR DIX JOHN_R HAGGERTY MIDDLEBELT INKSTER MERRIMAN FARMINGTON NEWBURGH SHELDON LILLEY BECK 5_MILE
6_MILE CHERRY_HILL ECORSE EUREKA PENNSYLVANIA ALLEN`;

const SUBURBAN_DETROIT = `9_MILE 10_MILE 11_MILE 12_MILE 13_MILE 14_MILE 15_MILE 16_MILE 17_MILE 18_MILE 19_MILE 21_MILE
23_MILE 26_MILE BIG_BEAVER LONG_LAKE SQUARE_LAKE AUBURN HALL HAYES SCHOENHERR UTICA ROMEO_PLANK CROOKS
COOLIDGE ROCHESTER ORCHARD_LAKE NOVI MEADOWBROOK DIXIE ELIZABETH_LAKE CASS_LAKE SASHABAW BALDWIN LAPEER
JOSLYN OPDYKE PERRY WALTON UNIVERSITY TIENKEN HAMLIN AVON M-59 WOODWARD TELEGRAPH GRATIOT`;

const GRAND_RAPIDS = `DIVISION FULTON LEONARD PLAINFIELD ALPINE KALAMAZOO EASTERN BRETON BURTON 28TH 44TH 36TH 52ND 60TH
76TH CASCADE KRAFT BELTLINE WEALTHY STOCKING IONIA COLLEGE FULLER KNAPP 4_MILE 10_MILE CHICAGO BYRON
WILSON IVANREST CLYDE_PARK BUCHANAN`;

const LANSING = `SAGINAW KALAMAZOO GRAND_RIVER CEDAR PENNSYLVANIA LOGAN WAVERLY JOLLY MILLER HOLMES MT_HOPE HAGADORN
OKEMOS ABBOT FARM COLLINS DOBIE LAKE_LANSING CAPITOL ALLEGAN`;

const ANN_ARBOR = `PACKARD STADIUM WASHTENAW PLYMOUTH JACKSON LIBERTY GEDDES HOOVER ELLSWORTH CARPENTER PLATT CROSS
HURON_RIVER TEXTILE`;

const FLINT = `DORT BRISTOL PIERSON CARPENTER ATHERTON COURT FENTON CORUNNA LINDEN BELSAY HEMPHILL GRAND_BLANC`;

function list(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => w.replace(/_/g, ' '));
}

const GENERIC_NAMES = list(GENERIC);

/** Regional names by county code. */
const REGIONAL: Record<number, string[]> = {
  82: list(DETROIT_AREA),
  63: list(SUBURBAN_DETROIT),
  50: list(SUBURBAN_DETROIT),
  41: list(GRAND_RAPIDS),
  33: list(LANSING),
  23: list(LANSING),
  81: list(ANN_ARBOR),
  25: list(FLINT),
};

const TYPES = new WeightedTable(
  ['ST', 'AVE', 'RD', 'DR', 'CT', 'LN', 'BLVD', 'TRL', 'PL', 'CIR', 'WAY', 'PKWY'],
  [25, 18, 18, 15, 6, 6, 2, 2, 2, 2, 2, 1],
);

/** Long forms and odd spellings a clerk types; every one reads back to its Pub 28 abbreviation. */
export const TYPE_VARIANTS: Record<string, readonly string[]> = {
  ST: ['STREET', 'St.', 'St', 'STR'],
  AVE: ['AVENUE', 'Ave.', 'Av', 'AV'],
  RD: ['ROAD', 'Rd.', 'Rd'],
  DR: ['DRIVE', 'Dr.', 'Dr'],
  CT: ['COURT', 'Ct.'],
  LN: ['LANE', 'Ln.'],
  BLVD: ['BOULEVARD', 'Blvd.'],
  TRL: ['TRAIL', 'Trl'],
  PL: ['PLACE'],
  CIR: ['CIRCLE'],
  WAY: ['Way'],
  PKWY: ['PARKWAY'],
};

/** Each long or odd form the generator writes (upper case, no periods) and its abbreviation. */
export const TYPE_ABBREVIATIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TYPE_VARIANTS).flatMap(([abbreviation, forms]) =>
    forms
      .map((form) => [form.toUpperCase().replace(/\./g, ''), abbreviation] as const)
      .filter(([form]) => form !== abbreviation),
  ),
);

function streetType(name: string, rng: Rng): string {
  if (name.endsWith(' MILE') || name === 'BIG BEAVER' || name === 'LONG LAKE') return 'RD';
  if (name === 'OUTER') return 'DR';
  if (name.startsWith('M-')) return '';
  if (/^\d+(ST|ND|RD|TH)$/.test(name)) return rng.chance(0.8) ? 'ST' : 'AVE';
  return TYPES.sample(rng);
}

/** The streets of one jurisdiction; `populationK` in thousands sets how many. */
export function makeStreets(rng: Rng, countyCode: number, isCity: boolean, populationK: number): Street[] {
  const wanted = Math.max(12, Math.min(420, Math.round(populationK * 4)));
  const regional = REGIONAL[countyCode] ?? [];
  const names = new Set<string>();
  for (const n of rng.shuffle([...regional]).slice(0, Math.ceil(wanted * 0.4))) names.add(n);
  const generic = rng.shuffle([...GENERIC_NAMES]);
  for (let i = 0; names.size < wanted && i < generic.length; i++) names.add(generic[i]!);
  const quadrants = countyCode === 41; // Grand Rapids area writes NE/NW/SE/SW after the street
  const streets: Street[] = [];
  for (const name of names) {
    const type = streetType(name, rng);
    const withDir = !quadrants && rng.chance(0.14);
    const low = isCity ? rng.int(1, 40) * 100 : rng.int(10, 90) * 100;
    const span = isCity ? rng.int(8, 200) * 100 : rng.int(20, 120) * 100;
    const dirPrefix = withDir ? rng.pick(['N', 'S', 'E', 'W']) : '';
    const dirSuffix = quadrants && rng.chance(0.7) ? rng.pick(['NE', 'NW', 'SE', 'SW']) : '';
    streets.push({
      name,
      type,
      dirPrefix,
      dirSuffix,
      numberMin: low,
      numberMax: low + span,
      tail: [dirPrefix, name, type, dirSuffix].filter((s) => s !== '').join(' '),
    });
  }
  return streets;
}
