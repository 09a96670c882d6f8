import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  ACCOUNT_INACTIVE,
  CURRENT_PASSWORD_WRONG,
  NO_REGISTRATION_FOUND,
  PASSWORD_CHANGED,
  RESET_DONE,
  RESET_REQUESTED,
  SIGNUP_DONE,
} from '@voterroll/contract/accounts-api';
import { USER_UPDATED } from '@voterroll/contract/admin-api';
import { CONTACT_THANKS } from '@voterroll/contract/contact-api';
import { SIGNED_OUT_MESSAGE, UNAUTHORIZED_ACCESS_MESSAGE } from '@voterroll/contract/policies';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { E2E_CURRENT_SNAPSHOT } from './dataset';
import { closeBrowser, mailsTo, openPage, screenshot, storageItem, textsTo } from './harness';

/** The dashboard's own tabs: the clerk and patriot tabs hold tabs of their own, which render once their data loads. */
const dashboardTabNames = (page: Page) =>
  page.locator('[role="tab"][id^="dashboard-tabs-tab-"]').allTextContents();

afterAll(closeBrowser);

interface Voter {
  first: string;
  last: string;
  yob: string;
  county: string;
  /** What the volunteer types into the address type-ahead, and the zip that picks the suggestion. */
  street: string;
  zip: string;
}

/**
 * A voter of the current snapshot who can sign up: active, born 1922-2007, living at an address
 * without a unit where nobody else shares their name and birth year.
 */
function pickVoter(): Voter {
  const file = resolve('.tmp/e2e-data', E2E_CURRENT_SNAPSHOT, 'EntireStateVoters.csv');
  const [header, ...lines] = readFileSync(file, 'latin1').trim().split('\n');
  const names = (header ?? '').split(',').map((h) => h.replace(/"/g, ''));
  const at = (name: string) => names.indexOf(name);
  const rows = lines.map((l) => l.replace(/^"|"\r?$/g, '').split('","'));
  const key = (r: string[]) =>
    [
      at('FIRST_NAME'),
      at('LAST_NAME'),
      at('YEAR_OF_BIRTH'),
      at('STREET_NUMBER'),
      at('STREET_NAME'),
      at('ZIP_CODE'),
    ]
      .map((i) => r[i])
      .join('|');
  const seen = new Map<string, number>();
  for (const r of rows) seen.set(key(r), (seen.get(key(r)) ?? 0) + 1);
  const street = (r: string[]) => `${r[at('STREET_NUMBER')]}|${r[at('STREET_NAME')]}|${r[at('ZIP_CODE')]}`;
  const withUnit = new Set(rows.filter((r) => r[at('EXTENSION')]).map(street));
  const voter = rows.find((r) => {
    const yob = Number(r[at('YEAR_OF_BIRTH')]);
    return (
      seen.get(key(r)) === 1 &&
      !withUnit.has(street(r)) &&
      yob >= 1922 &&
      yob <= 2007 &&
      r[at('VOTER_STATUS_TYPE_CODE')] === 'A' &&
      !r[at('STREET_NUMBER_PREFIX')] &&
      !r[at('STREET_NUMBER_SUFFIX')] &&
      !r[at('DIRECTION_PREFIX')] &&
      /^[A-Z]+$/.test(r[at('FIRST_NAME')] ?? '') &&
      /^[A-Z]+$/.test(r[at('LAST_NAME')] ?? '')
    );
  });
  if (!voter) throw new Error('no voter in the e2e dataset can sign up');
  return {
    first: voter[at('FIRST_NAME')] ?? '',
    last: voter[at('LAST_NAME')] ?? '',
    yob: voter[at('YEAR_OF_BIRTH')] ?? '',
    county: voter[at('COUNTY_NAME')] ?? '',
    street: `${voter[at('STREET_NUMBER')]} ${voter[at('STREET_NAME')]}`,
    zip: voter[at('ZIP_CODE')] ?? '',
  };
}

const adminUsername = () => process.env.E2E_ADMIN_USERNAME ?? '';
const adminPassword = () => process.env.E2E_ADMIN_PASSWORD ?? '';

async function login(page: Page, username: string, password: string): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The 6-digit code of the last text the outbox holds for this phone. */
async function textCode(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const texts = await textsTo(phone);
      code = /\b(\d{6})\b/.exec(texts.at(-1)?.body ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

const voter = pickVoter();
const email = `volunteer-${randomInt(1e9)}@example.org`;
const phone = `517${String(randomInt(1e7)).padStart(7, '0')}`;
let password = 'first-Passw0rd';

describe('a volunteer account from sign-up to password reset', () => {
  it('signs up in four steps: registration, phone code from the outbox, account details, success', async () => {
    const { page, errors } = await openPage('/signup');
    await page.getByLabel('County').selectOption(voter.county);
    // Names are forced to upper case as they are typed.
    await page.getByLabel('First Name').pressSequentially('nobody');
    expect(await page.getByLabel('First Name').inputValue()).toBe('NOBODY');
    await page.getByLabel('Last Name').fill(voter.last.toLowerCase());
    await page.getByLabel('Birth Year').selectOption(voter.yob);
    await page.getByPlaceholder('Search for address ...').fill(voter.street);
    await page.getByRole('option').filter({ hasText: voter.zip }).first().click();
    await screenshot(page, 'signup-step1-light');
    await page.getByRole('button', { name: 'Find My Registration' }).click();
    await page.getByText(NO_REGISTRATION_FOUND('NOBODY', voter.last)).waitFor();

    await page.getByLabel('First Name').fill(voter.first);
    await page.getByRole('button', { name: 'Find My Registration' }).click();
    await page.getByRole('heading', { name: 'Verify Phone' }).waitFor();

    await page.getByLabel('Phone number (10 digits)').fill('12345');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByText('Phone number must be 10 digits').waitFor();
    await page.getByText('Consent is required').waitFor();
    await page.getByLabel('Phone number (10 digits)').fill(phone);
    await page.getByLabel(/I agree to receive a text message/).check();
    await page.getByRole('button', { name: 'Send Code' }).click();
    const code = await textCode(phone);
    await page.getByLabel('Verification code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(`${password}x`);
    await page.getByLabel('Role').selectOption({ label: 'Digital Researcher' });
    // Each group once, in words (issue 37 saw 'Eagle AI' twice: the spec spells it ELLE and ELLY).
    const groups = await page.getByLabel('Group').locator('option').allTextContents();
    expect(groups.filter((g) => g === 'Eagle AI')).toHaveLength(1);
    expect(new Set(groups).size).toBe(groups.length);
    await page.getByLabel('Group').selectOption({ label: 'Solo Volunteer' });
    await page.getByLabel('Why do you want to volunteer?').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Confirm password does not match').waitFor();
    await page.getByText('Minimum 10 chars').waitFor();
    await page.getByLabel('Confirm Password').fill(password);
    await page
      .getByLabel('Why do you want to volunteer?')
      .fill('I want to help keep the voter rolls accurate.');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(SIGNUP_DONE).waitFor();
    expect(await page.getByText(/administrator reviews each membership request/).count()).toBe(1);
    await screenshot(page, 'signup-done-light');

    // Until an administrator approves it, the account cannot log in.
    await login(page, email, password);
    await page.getByText(ACCOUNT_INACTIVE).waitFor();
    expect(await storageItem(page, 'user')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('an administrator approves the membership request from the dashboard', async () => {
    const { page, errors } = await openPage('/dashboard');
    // The guard sent the visitor to login saying why (spec 3 section 6); after it, back to the dashboard.
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText(UNAUTHORIZED_ACCESS_MESSAGE).waitFor();
    await login(page, adminUsername(), adminPassword());
    await page.waitForURL('**/dashboard');
    await page.getByRole('tab', { name: 'Membership Requests' }).waitFor();
    const tabs = await dashboardTabNames(page);
    expect(tabs).toEqual([
      'Clerk Dashboard',
      'Election Patriot Dashboard',
      'Digital Researcher Dashboard',
      'Membership Requests',
    ]);
    expect(await page.getByRole('tab', { name: 'Clerk Dashboard' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('tab', { name: 'Membership Requests' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Never logged in');
    await screenshot(page, 'dashboard-membership-light');
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`${email}: ${USER_UPDATED}`).waitFor();
    // Approved, it leaves the list of inactive accounts the tab starts with.
    await expect.poll(() => row.count()).toBe(0);

    // The Volunteers table: filtered by e-mail, the edit form shows the account as approved.
    await page.goto('/users');
    await page.getByLabel('Filter by email or first name').fill(email);
    await page.getByRole('button', { name: `Edit ${email}` }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Active').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Digital Researcher').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Legal First Name').inputValue()).toBe(voter.first);
    expect(await dialog.getByLabel('Party').isDisabled()).toBe(true);
    await dialog.getByLabel('Election Patriot', { exact: true }).check();
    await screenshot(page, 'users-edit-light');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText(`${email}: ${USER_UPDATED}`).waitFor();
    expect(await page.getByRole('row').filter({ hasText: email }).textContent()).toContain(
      'Election Patriot',
    );
    expect(errors).toEqual([]);
  });

  it('the volunteer logs in, edits the profile, changes the password and logs out', async () => {
    const { page, errors } = await openPage('/login');
    await login(page, email, password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: `Welcome ${voter.first} ${voter.last}` }).waitFor();
    // Election Patriot comes before Digital Researcher: the first visible tab is open.
    await page.getByRole('tab', { name: 'Election Patriot Dashboard', selected: true }).waitFor();
    expect(await dashboardTabNames(page)).toEqual([
      'Election Patriot Dashboard',
      'Digital Researcher Dashboard',
    ]);

    await page.goto('/profile');
    await page.getByText(email).first().waitFor();
    await page.getByText(voter.county, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Edit Information' }).click();
    await page.waitForURL('**/editProfile');
    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('First Name is required').waitFor();
    await page.getByLabel('First Name').fill(voter.first);
    await page.getByLabel('Party').selectOption('INDEPENDENT');
    await screenshot(page, 'edit-profile-light');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    // The server ended the session: the stored user is gone and the login page says why.
    await page.getByText('Profile updated. Log out and log back in to see changes.').waitFor();
    expect(await storageItem(page, 'user')).toBeNull();

    await login(page, email, password);
    await page.waitForURL('**/dashboard');
    await page.goto('/editProfile');
    expect(await page.getByLabel('Party').inputValue()).toBe('INDEPENDENT');
    await page.getByRole('tab', { name: 'Change Password' }).click();
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('second-Passw0rd');
    await page.getByLabel('Confirm New Password').fill('second-Passw0rd');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(CURRENT_PASSWORD_WRONG).waitFor();
    await page.getByLabel('Current Password').fill(password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(PASSWORD_CHANGED).waitFor();
    password = 'second-Passw0rd';

    await login(page, email, password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByText(SIGNED_OUT_MESSAGE).waitFor();
    expect(await storageItem(page, 'user')).toBeNull();
    // The private pages are closed again.
    await page.goto('/profile');
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
  });

  it('resets a forgotten password through the link of the e-mail', async () => {
    const { page, errors } = await openPage('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(RESET_REQUESTED).waitFor();

    let link = '';
    await expect
      .poll(async () => {
        const mails = await mailsTo(email);
        link = /(http\S+\/reset-password\?\S+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
        return link;
      })
      .toContain('/reset-password?token=');
    await page.goto(link);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('New password').fill('third-Passw0rd');
    await page.getByLabel('Confirm password').fill('third-Passw0rd!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Confirm password does not match').waitFor();
    await page.getByLabel('Confirm password').fill('third-Passw0rd');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(RESET_DONE).waitFor();
    password = 'third-Passw0rd';

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await login(page, email, password);
    await page.waitForURL('**/dashboard');
    expect(await storageItem(page, 'user')).toContain(email);
    expect(errors).toEqual([]);
  });

  it('a visitor sends a contact message, which an administrator reads', async () => {
    const { page, errors } = await openPage('/contact-us', { theme: 'dark' });
    await page.getByLabel('Your Name').pressSequentially('Jane <Doe> 42');
    expect(await page.getByLabel('Your Name').inputValue()).toBe('Jane Doe ');
    await page.getByLabel('Your Email').fill(email);
    await page.getByLabel('Your Message').fill('Please check the rolls of Lansing: thank you.');
    await screenshot(page, 'contact-dark');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText(CONTACT_THANKS).waitFor();
    expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);

    await page.goto('/login');
    await login(page, adminUsername(), adminPassword());
    await page.waitForURL('**/dashboard');
    await page.goto('/messages');
    await page.getByLabel('Filter by email').fill(email);
    const row = page.getByRole('row').filter({ hasText: 'Please check the rolls of Lansing' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Jane Doe');
    await screenshot(page, 'messages-dark');
    expect(errors).toEqual([]);
  });

  it('takes screenshots of the account and administration pages in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, errors } = await openPage('/login', { theme });
      await screenshot(page, `login-${theme}`);
      await page.goto('/signup');
      await page.getByLabel('County').waitFor();
      await screenshot(page, `signup-${theme}`);
      await login(page, adminUsername(), adminPassword());
      await page.waitForURL('**/dashboard');
      for (const [path, ready] of [
        ['/dashboard', 'Clerk Dashboard'],
        ['/profile', 'Edit Information'],
        ['/editProfile', 'Change Password'],
        ['/users', 'Created At'],
        ['/messages', 'Jane Doe'],
        ['/contact-us', 'Your Message'],
      ] as const) {
        await page.goto(path);
        await page.getByText(ready).first().waitFor();
        await screenshot(page, `${path.slice(1)}-${theme}`);
      }
      expect(errors).toEqual([]);
    }
  });
});
