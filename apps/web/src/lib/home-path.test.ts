import { ROLES } from '@voterroll/contract/roles';
import { expect, it } from 'vitest';
import { homePathFor } from './home-path';

it('sends each role to a page it may open, with its work on it', () => {
  const homes = Object.fromEntries(ROLES.map((role) => [role, homePathFor([role])]));
  expect(homes).toEqual({
    'ROLE_SITE-ROOT': '/dashboard',
    'ROLE_SITE-ADMIN': '/messages',
    'ROLE_USER-ADMIN': '/dashboard',
    'ROLE_COUNTY-LEAD': '/dashboard',
    ROLE_CLERK: '/dashboard',
    'ROLE_ELECTION-PATRIOT': '/dashboard',
    'ROLE_ELECTION-PATRIOT-PLUS': '/registrations-for-review',
    'ROLE_DIGITAL-RESEARCHER': '/dashboard',
    'ROLE_DATA-ENTRY': '/ballot-envelopes-2020',
    'ROLE_LAW-ENFORCEMENT': '/registrations-for-review',
  });
  expect(homePathFor([])).toBe('/');
});
