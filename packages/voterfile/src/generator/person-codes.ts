/** The coded columns' values and the row flags of `PersonStore` (shared by the store and its `Person` view). */
import type { UocavaCode } from '../qvf-format';
import { HARD_CASE_KINDS, type HardCase, type Status } from './model';

export const STATUSES: readonly Status[] = ['A', 'V', 'CH', 'C', 'R'];
export const UOCAVA: readonly UocavaCode[] = ['N', 'M', 'C', 'O'];
export const GENDERS: readonly string[] = ['', 'M', 'F', 'U'];
/** Code 0 is no hard case. */
export const HARD_CASES: readonly (HardCase | '')[] = ['', ...HARD_CASE_KINDS];
export const code = <T>(list: readonly T[], value: T): number => {
  const i = list.indexOf(value);
  if (i < 0) throw new Error(`unknown code ${String(value)}`);
  return i;
};

export const PERM_APP = 1;
export const PERM_BALLOT = 2;
export const PROTECTED = 4;
export const RELIABLE = 8;
/** Set when the row has an entry in `mailing` or `jurLog`: most have none, and a flag is cheaper than a map lookup. */
export const HAS_MAILING = 16;
export const HAS_JURLOG = 32;
/** dropMonth while the row stays in the file (Infinity). */
export const STAYS = 0x7fffffff;
