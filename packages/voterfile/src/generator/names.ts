/**
 * Names. Given names follow the Social Security Administration's counts for the person's decade of
 * birth, surnames the Census Bureau's 1990 list (`name-data/`: sources, derivation). A Michigan
 * table adds what national frequencies underweight here (Polish, Dutch, Finnish, German, French
 * Canadian and Arab-American surnames) and spellings the national lists lack (apostrophes, hyphens,
 * inner spaces, and Latin-1 letters, so that readers must decode ISO-8859-1). Every letter here is in
 * Latin-1 and stays in Latin-1 when upper-cased (no ß, ÿ or µ). The skew of the real frequencies is
 * what makes "same name and birth year" coincidences as common as in a real file, and no more.
 */
import { firstNameTable, nameTables } from './name-data/load';
import { type Rng, WeightedTable } from './random';

export type Sex = 'M' | 'F';

/** Spellings the SSA tables lack (accents, inner spaces): drawn now and then instead. */
const MALE_EXTRA = `JOSÉ:5 JESÚS:2 RAMÓN:2 RAÚL:2 ANDRÉ:4 RENÉ:2 JOAQUÍN:1 MARTÍN:2 ÁNGEL:2 FRANÇOIS:1 BJÖRN:1 SØREN:1
JEAN_PAUL:1 JOHN_PAUL:1`;
const FEMALE_EXTRA = `MARÍA:4 SOFÍA:2 MÓNICA:2 LUCÍA:2 INÉS:1 ZOË:2 CHLOÉ:1 FRANÇOISE:1 RENÉE:3 JOSÉE:1 ANAÏS:1
MARY_ANN:6 MARY_JO:3 ANNA_MARIE:2`;
const EXTRA_FIRST_SHARE = 0.004;

/** Surnames of Michigan's larger communities, drawn beside the national list. */
const MICHIGAN = `KOWALSKI:12 NOWAK:10 WOJCIK:6 LEWANDOWSKI:6 SZYMANSKI:6 ZIELINSKI:5 KOWALCZYK:4 WISNIEWSKI:6
KAMINSKI:6 JANKOWSKI:5 DOMBROWSKI:5 GORSKI:4 MAZUR:4 KRAWCZYK:3 SOBCZAK:3 PIOTROWSKI:3 VANDERMOLEN:3
VANDYKE:5 DEVRIES:6 VANDENBERG:5 BOSMA:3 HOEKSTRA:4 VELDMAN:3 VANDERWALL:3 DEYOUNG:5 POSTMA:3 HUIZENGA:3
DEBOER:4 VISSER:4 VAN_DYKE:2 MAKI:5 LAHTI:3 NIEMI:3 SAARI:3 LEHTO:2 KANGAS:2 HAMMOUD:5 BAZZI:4 SAAD:5
BERRY:8 FAWAZ:3 ALI:6 HUSSEIN:4 HADDAD:4 SALEH:3 AWADA:2 BEYDOUN:3 JABER:2 KASSAB:2 YONO:2 KALASHO:2
SHAMOUN:2 SCHULTZ:10 KOENIG:4 KRUEGER:5 ZIMMERMAN:8 BECKER:8 MUELLER:5 WEBER:7 HOLLAND:6 MCCARTHY:6
O'BRIEN:6 O'CONNOR:5 MCMAHON:3 DUBOIS:3 LAFORGE:2 BEAUDOIN:2 LEBLANC:4 GAGNON:3 SMITH-JONES:1
GARCIA-LOPEZ:1 VAN_BUREN:1 DE_LA_CRUZ:1`;
const MICHIGAN_SHARE = 0.04;

/** Accented spellings: a small share, as clerks type them. */
const ACCENTED = `MUÑOZ:3 NÚÑEZ:2 PEÑA:2 IBÁÑEZ:1 GARCÍA:3 RODRÍGUEZ:2 MARTÍNEZ:2 GONZÁLEZ:2 MÜLLER:2 JÄGER:1
BJÖRKLUND:1 LÖFGREN:1 CÔTÉ:1 GAGNÉ:1 BÉLANGER:1 THÉRIAULT:1 LEFÈVRE:1 SCHRÖDER:1 NIÑO:1 PÉREZ:2 RAMÍREZ:1
HERNÁNDEZ:2 LÓPEZ:2`;
const ACCENTED_SHARE = 0.004;
/**
 * About 9.5% of people carry a surname outside the national list (it covers 90.5%): a listed name
 * with one letter changed stands for them, rare as theirs are.
 */
const UNLISTED_SHARE = 0.08;

const MIDDLE_MALE = `LEE:30 MICHAEL:30 JAMES:28 JOSEPH:25 RAY:12 ALLEN:15 WAYNE:12 EDWARD:15 WILLIAM:18 JOHN:18
ROBERT:18 THOMAS:15 DAVID:15 ALAN:10 SCOTT:10 PAUL:10 ANTHONY:8 FRANCIS:6 DEAN:8 GENE:6 LEON:5`;

const MIDDLE_FEMALE = `MARIE:40 ANN:35 LYNN:30 LEE:12 ELIZABETH:25 JEAN:20 LOUISE:15 MAE:10 ROSE:12 KAY:10 JO:8 RENEE:8
NICOLE:10 ELAINE:8 SUE:8 MICHELLE:8 DIANE:6 FRANCES:5`;

// Planted records that must match one person only take a surname of three parts, which no list holds.
const RARE_STARTS =
  `BAR BEL BRO CAR DAL DUN FAR GAR HAL HAR HOL KEL KIR LAN LIND MAR MOR NOR PEN RAD ROS SAL SHER
STAN STRO TAL THORN WAL WEL WIN WOL ASH BRAD CRAN FEL GOLD GRIM HEN KRAM OST`.split(/\s+/);
const RARE_ENDS = `SON MAN SKI STEIN ER LEY TON INGS BERG FIELD WOOD FORD WELL BY LOW DEN RIDGE MORE HOLT BECK
STROM ICK OWSKI ETT`.split(/\s+/);

function parse(table: string): WeightedTable<string> {
  const names: string[] = [];
  const weights: number[] = [];
  for (const token of table.split(/\s+/)) {
    if (token === '') continue;
    const [name, weight] = token.split(':');
    names.push(name!.replace(/_/g, ' '));
    weights.push(Number(weight));
  }
  return new WeightedTable(names, weights);
}

const MALE_EXTRA_TABLE = parse(MALE_EXTRA);
const FEMALE_EXTRA_TABLE = parse(FEMALE_EXTRA);
const MICHIGAN_TABLE = parse(MICHIGAN);
const ACCENTED_TABLE = parse(ACCENTED);
const MIDDLE_MALE_TABLE = parse(MIDDLE_MALE);
const MIDDLE_FEMALE_TABLE = parse(MIDDLE_FEMALE);

/** A given name as often as it was given to children of that sex born in `yob`'s decade. */
export function firstName(rng: Rng, sex: Sex, yob: number): string {
  if (rng.chance(EXTRA_FIRST_SHARE)) return (sex === 'M' ? MALE_EXTRA_TABLE : FEMALE_EXTRA_TABLE).sample(rng);
  return firstNameTable(sex, yob).sample(rng);
}

export function lastName(rng: Rng): string {
  const x = rng.next();
  if (x < MICHIGAN_SHARE) return MICHIGAN_TABLE.sample(rng);
  if (x < MICHIGAN_SHARE + ACCENTED_SHARE) return ACCENTED_TABLE.sample(rng);
  const tables = nameTables();
  if (x < MICHIGAN_SHARE + ACCENTED_SHARE + UNLISTED_SHARE) return typo(rng, rng.pick(tables.surnameList));
  return tables.surnames.sample(rng);
}

/** A surname nobody else draws (two rare beginnings and an ending): for records that must match one person only. */
export function rareLastName(rng: Rng): string {
  return rng.pick(RARE_STARTS) + rng.pick(RARE_STARTS) + rng.pick(RARE_ENDS);
}

/**
 * Blank, an initial, a classic middle name or another name of the decade, in about the proportions
 * the QVF shows.
 */
export function middleName(rng: Rng, sex: Sex, yob: number): string {
  const x = rng.next();
  if (x < 0.15) return '';
  if (x < 0.25) return firstName(rng, sex, yob).slice(0, 1);
  if (x < 0.55) return (sex === 'M' ? MIDDLE_MALE_TABLE : MIDDLE_FEMALE_TABLE).sample(rng);
  return firstName(rng, sex, yob);
}

export function nameSuffix(rng: Rng, sex: Sex): string {
  if (sex !== 'M') return '';
  const x = rng.next();
  if (x < 0.03) return 'JR';
  if (x < 0.035) return 'SR';
  if (x < 0.043) return 'II';
  if (x < 0.049) return 'III';
  if (x < 0.05) return 'IV';
  return '';
}

/** A plausible clerk's typo: one letter dropped, doubled or two swapped. */
export function typo(rng: Rng, name: string): string {
  if (name.length < 4) return `${name}E`;
  const i = rng.int(1, name.length - 2);
  const kind = rng.int(0, 2);
  const dropped = name.slice(0, i) + name.slice(i + 1);
  if (kind === 0) return dropped;
  const changed =
    kind === 1
      ? name.slice(0, i) + name[i] + name.slice(i)
      : name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2);
  return changed === name ? dropped : changed;
}

/** Common full names, for planted "same name, same birth year, different people" groups. */
export const COMMON_FULL_NAMES: readonly (readonly [string, string, Sex])[] = [
  ['JAMES', 'SMITH', 'M'],
  ['MICHAEL', 'JOHNSON', 'M'],
  ['ROBERT', 'BROWN', 'M'],
  ['JOHN', 'WILLIAMS', 'M'],
  ['DAVID', 'JONES', 'M'],
  ['WILLIAM', 'MILLER', 'M'],
  ['MARY', 'SMITH', 'F'],
  ['MARY', 'JOHNSON', 'F'],
  ['JENNIFER', 'DAVIS', 'F'],
  ['LINDA', 'WILSON', 'F'],
  ['PATRICIA', 'ANDERSON', 'F'],
  ['ELIZABETH', 'THOMAS', 'F'],
];
