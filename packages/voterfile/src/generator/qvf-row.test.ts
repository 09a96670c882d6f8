import { describe, expect, it } from 'vitest';
import { QVF_COLUMNS_48, QVF_COLUMNS_49 } from '../qvf-format';
import { splitCsvLine } from '../test-support/read-output';
import { michiganGeography } from './geography';
import { populate } from './households';
import { World } from './population';
import { genericRowWriter, quoted, registrationValue, rowWriter } from './qvf-row';
import { deriveRng } from './random';

function world(): World {
  const w = new World(michiganGeography(), deriveRng(3, 'world'));
  populate(w, 3000);
  w.persons[1]!.mailing = ['C/O JOHN "JACK" SMITH', '12 RUE DE RIVOLI, PARIS', 'FRANCE'];
  w.persons[2]!.mailing = ['PSC 1005 BOX 123', 'APO AE 09096'];
  w.persons[3]!.unit = 'Apt. 7';
  return w;
}

describe('registration rows', () => {
  const w = world();

  it('are the same text from the template and from the generic column-by-column writer', () => {
    for (const columns of [QVF_COLUMNS_48, QVF_COLUMNS_49]) {
      const fast = rowWriter(columns);
      const generic = genericRowWriter(columns);
      for (const p of w.persons) expect(fast(p)).toBe(generic(p));
    }
  });

  it('quote every field and double a quote inside one', () => {
    const p = w.persons[1]!;
    const line = rowWriter(QVF_COLUMNS_49)(p);
    expect(line.endsWith('"\r\n')).toBe(true);
    expect(line).toContain('"C/O JOHN ""JACK"" SMITH"');
    const fields = splitCsvLine(line.slice(0, -2));
    expect(fields).toHaveLength(QVF_COLUMNS_49.length);
    QVF_COLUMNS_49.forEach((c, i) => {
      expect(fields[i]).toBe(registrationValue(p, c));
    });
    expect(quoted('a"b')).toBe('"a""b"');
  });

  it('carry names already in compared form (upper case, single spaces), as the ground truth assumes', () => {
    const clean = (s: string) => s === s.toUpperCase().trim().replace(/\s+/g, ' ');
    for (const p of w.persons) expect(clean(p.first) && clean(p.middle) && clean(p.last), p.id).toBe(true);
  });
});
