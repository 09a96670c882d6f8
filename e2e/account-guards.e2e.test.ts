import { randomInt } from 'node:crypto';
import { CANNOT_EDIT_SELF } from '@voterroll/contract/admin-api';
import { roleLabel } from '@voterroll/contract/labels';
import {
  DASHBOARD_TABS,
  PLEASE_LOG_IN_MESSAGE,
  rolesWith,
  SESSION_EXPIRED_MESSAGE,
} from '@voterroll/contract/policies';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, createAccount, openPage, screenshotInBothThemes, storageItem } from './harness';

afterAll(closeBrowser);

const unique = (name: string) => `${name}-${randomInt(1e9)}`;

describe('what the account pages do with a session they cannot use', () => {
  it('a revoked or unknown token on /profile logs out and says the session expired', async () => {
    const { page, errors } = await openPage('/profile', {
      user: { username: 'ghost@example.org', accessToken: 'not-a-session' },
    });
    await page.waitForURL('**/login?redirect-msg=*');
    await page.getByText(SESSION_EXPIRED_MESSAGE).waitFor();
    await expect.poll(() => storageItem(page, 'user')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('Registrations For Review without a stored user asks to log in (no session has expired)', async () => {
    const { page, errors } = await openPage('/registrations-for-review?county=ALCONA');
    await page.waitForURL(
      (u) => u.pathname === '/login' && u.searchParams.get('redirect-msg') === PLEASE_LOG_IN_MESSAGE,
    );
    await page.getByText(PLEASE_LOG_IN_MESSAGE).waitFor();
    expect(await page.getByText(SESSION_EXPIRED_MESSAGE).count()).toBe(0);
    // Other guarded pages keep the plain redirect.
    await page.goto('/profile');
    await page.waitForURL((u) => u.pathname === '/login' && !u.search);
    expect(await page.getByText(SESSION_EXPIRED_MESSAGE).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a user without a dashboard role sees the no-access page, which names the roles to ask for', async () => {
    const account = await createAccount(unique('dataentry'), ['ROLE_DATA-ENTRY']);
    const { page } = await openPage('/dashboard', {
      user: { username: account.username, accessToken: account.token, roles: ['ROLE_DATA-ENTRY'] },
    });
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-access');
    expect(await page.getByTestId('no-access-roles').getByRole('listitem').allTextContents()).toEqual(
      [...new Set(DASHBOARD_TABS.flatMap((t) => rolesWith(t.permission)))].map(roleLabel),
    );
    await page.goto('/users');
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    expect(await page.getByTestId('no-access-roles').getByRole('listitem').allTextContents()).toEqual(
      rolesWith('users.list').map(roleLabel),
    );
    await screenshotInBothThemes(page, 'no-access-users');
    // Its way out is the account's own home.
    await page.getByRole('link', { name: 'Go to your home page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ballot-envelopes-2020');
  });

  it('a county lead cannot edit their own account: the form is disabled and says why', async () => {
    const lead = await createAccount(unique('lead'), ['ROLE_COUNTY-LEAD'], { county: 'ALCONA' });
    const { page, errors } = await openPage('/users', {
      user: {
        username: lead.username,
        accessToken: lead.token,
        roles: ['ROLE_COUNTY-LEAD'],
        county: 'ALCONA',
      },
    });
    await page.getByRole('button', { name: `Edit ${lead.username}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(CANNOT_EDIT_SELF).waitFor();
    expect(await dialog.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Active').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});
