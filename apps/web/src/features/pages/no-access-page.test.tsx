import { render, screen, within } from '@testing-library/react';
import { roleLabel } from '@voterroll/contract/labels';
import { rolesWith } from '@voterroll/contract/policies';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { clearStoredUser, storeUser } from '../../lib/stored-user';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import { NoAccessPage } from './no-access-page';

/** A page of one permission, as the users page is. */
function UsersLike() {
  const me = usePermissionGuard('users.list');
  return me ? <p>The users</p> : null;
}

afterEach(clearStoredUser);

it('a signed-in user without the permission lands on the no-access page, which names who may use it', async () => {
  storeUser({ username: 'entry@example.org', accessToken: 't', roles: ['ROLE_DATA-ENTRY'] });
  render(
    <MemoryRouter initialEntries={['/users']}>
      <Routes>
        <Route path="/users" element={<UsersLike />} />
        <Route path="/no-access" element={<NoAccessPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'No access' });
  expect(screen.queryByText('The users')).toBeNull();
  expect(
    within(screen.getByTestId('no-access-roles'))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(rolesWith('users.list').map(roleLabel));
  expect(screen.getByText('/users')).toBeTruthy();
  expect(screen.getByText(/with its role: Data Entry\./)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe(
    '/ballot-envelopes-2020',
  );
});
