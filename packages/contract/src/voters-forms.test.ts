import { describe, expect, it } from 'vitest';
import {
  nameSearchMissMessage,
  searchByNameBody,
  searchByVoterIdBody,
  voterSummaryParams,
} from './voters-api';

/** The first message per field, as the form shows it (zodResolver keeps the first issue of a path). */
function messages(r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('the Search Name / ID forms (spec 1 section 5)', () => {
  it('requires county, names and year of birth, with "Required"', () => {
    const r = searchByNameBody.safeParse({ county: '', first_name: ' ', last_name: '', year_of_birth: '' });
    expect(messages(r)).toEqual({
      county: 'Required',
      first_name: 'Required',
      last_name: 'Required',
      year_of_birth: 'Required',
    });
  });

  it('refuses a year of birth in the future and trims and upper-cases the names', () => {
    const next = new Date().getFullYear() + 1;
    expect(
      messages(
        searchByNameBody.safeParse({
          county: 'KENT',
          first_name: 'a',
          last_name: 'b',
          year_of_birth: String(next),
        }),
      ),
    ).toEqual({
      first_name: 'Type at least 2 letters of the first name.',
      year_of_birth: 'Cannot be in the future',
    });
    expect(
      searchByNameBody.parse({
        county: 'kent',
        first_name: ' mary ',
        last_name: 'smith ',
        year_of_birth: '1970',
      }),
    ).toEqual({ county: 'KENT', first_name: 'MARY', last_name: 'SMITH', year_of_birth: 1970 });
  });

  it('requires the voter id', () => {
    expect(messages(searchByVoterIdBody.safeParse({ voter_identification_number: '' }))).toEqual({
      voter_identification_number: 'Required',
    });
  });

  it('voting history: every field required, the ZIP five digits', () => {
    const r = voterSummaryParams.safeParse({
      qvfSnapshot: 'qvf_2025-10-01',
      county: 'KENT',
      zip: '4950',
      lastName: '',
      firstName: 'x',
      yearOfBirth: '',
    });
    expect(messages(r)).toEqual({
      zip: 'A ZIP code is 5 digits.',
      lastName: 'Required',
      yearOfBirth: 'Required',
    });
  });
});

describe('a name search that finds no one', () => {
  it('says which fields it used, as read, and what to try', () => {
    const b = searchByNameBody.parse({
      county: 'kent',
      first_name: 'dan',
      last_name: 'doe',
      year_of_birth: '1980',
    });
    expect(nameSearchMissMessage(b)).toBe(
      'No registered voter found with last name DOE, a first name starting with DAN, born in 1980, in KENT County. ' +
        'To widen the search: check the spelling of the last name (it must match in full); type fewer letters of ' +
        'the first name; try 1979 or 1981 as the year of birth; choose All counties.',
    );
    expect(nameSearchMissMessage({ ...b, county: 'ALL' })).toContain('in any county.');
    expect(nameSearchMissMessage({ ...b, county: 'ALL' })).not.toContain('All counties');
  });
});
