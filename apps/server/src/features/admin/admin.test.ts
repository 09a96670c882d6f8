import {
  AREA_OUTSIDE_SCOPE,
  CANNOT_EDIT_SELF,
  ROLE_NOT_GRANTABLE,
  USER_OUT_OF_AREA,
  USER_UPDATED,
} from '@voterroll/contract/admin-api';
import { expect, it } from 'vitest';
import { accountWithSession } from '../../test-support/accounts';
import { appPerFile } from '../../test-support/app-per-file';
import { ACCOUNT_NOT_EDITABLE } from './routes';

const s = appPerFile();

const post = (url: string, payload: object, token: string) =>
  s.app.inject({ method: 'POST', url, payload, headers: { 'x-access-token': token } });
const get = (url: string, token: string) => s.app.inject({ url, headers: { 'x-access-token': token } });
const edit = (username: string, o: Partial<Record<string, unknown>> = {}) => ({
  selectedUsername: username,
  status: true,
  roles: ['ROLE_ELECTION-PATRIOT'],
  firstName: 'pat',
  lastName: 'riot',
  county: 'KENT',
  municipality: 'CITY OF WYOMING',
  ...o,
});

it('lists users within the editor’s county only; a state-wide administrator sees all', async () => {
  const root = await accountWithSession(s.db, 'root', ['ROLE_SITE-ROOT']);
  const kentLead = await accountWithSession(s.db, 'kent-lead', ['ROLE_COUNTY-LEAD'], { county: 'KENT' });
  await accountWithSession(s.db, 'kent-patriot', ['ROLE_ELECTION-PATRIOT'], {
    county: 'KENT',
    jurisdiction: 'CITY OF WYOMING',
  });
  await accountWithSession(s.db, 'wayne-patriot', ['ROLE_ELECTION-PATRIOT'], { county: 'WAYNE' });
  const names = async (token: string) =>
    (await get('/api/users', token))
      .json()
      .map((u: { username: string }) => u.username)
      .sort();
  expect(await names(kentLead.token)).toEqual(['kent-lead@example.org', 'kent-patriot@example.org']);
  expect(await names(root.token)).toHaveLength(4);
  const leads = (
    await get(
      '/api/zonal-lead/',
      (
        await accountWithSession(s.db, 'kent-researcher', ['ROLE_DIGITAL-RESEARCHER'], { county: 'KENT' })
      ).token,
    )
  ).json();
  expect(leads.zonalLeads.map((l: { username: string }) => l.username)).toEqual(['kent-lead@example.org']);
});

it('a county lead edits users of the county only, grants volunteer roles only, never themselves', async () => {
  const lead = await accountWithSession(s.db, 'kent-lead-2', ['ROLE_COUNTY-LEAD'], { county: 'KENT' });
  const target = 'kent-patriot@example.org';
  const outside = await post(
    '/api/admin-edit-user',
    edit('wayne-patriot@example.org', { county: 'WAYNE' }),
    lead.token,
  );
  expect(outside.json()).toEqual({ message: USER_OUT_OF_AREA });
  const moveOut = await post(
    '/api/admin-edit-user',
    edit(target, { county: 'WAYNE', municipality: 'CITY OF DETROIT' }),
    lead.token,
  );
  expect(moveOut.json()).toEqual({ message: AREA_OUTSIDE_SCOPE });
  const stateWide = await post(
    '/api/admin-edit-user',
    edit(target, { county: 'ALL', municipality: '' }),
    lead.token,
  );
  expect(stateWide.json()).toEqual({ message: AREA_OUTSIDE_SCOPE });
  const raise = await post('/api/admin-edit-user', edit(target, { roles: ['ROLE_SITE-ROOT'] }), lead.token);
  expect(raise.statusCode).toBe(403);
  expect(raise.json()).toEqual({ message: ROLE_NOT_GRANTABLE('ROLE_SITE-ROOT') });
  const self = await post(
    '/api/admin-edit-user',
    edit('kent-lead-2@example.org', { roles: ['ROLE_COUNTY-LEAD'] }),
    lead.token,
  );
  expect(self.json()).toEqual({ message: CANNOT_EDIT_SELF });
  const missing = await post('/api/admin-edit-user', edit(target, { municipality: '' }), lead.token);
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toContain('Municipality is required');

  const ok = await post(
    '/api/admin-edit-user',
    edit(target, { roles: ['ROLE_ELECTION-PATRIOT', 'ROLE_CLERK'] }),
    lead.token,
  );
  expect(ok.json()).toEqual({ message: USER_UPDATED });
  const [row] = await s.db.query<{ roles: string[]; first_name: string; jurisdiction: string }>(
    'select roles, first_name, jurisdiction from users where username = $1',
    [target],
  );
  expect(row).toEqual({
    roles: ['ROLE_CLERK', 'ROLE_ELECTION-PATRIOT'],
    first_name: 'PAT',
    jurisdiction: 'CITY OF WYOMING',
  });
});

it('a role change ends the user’s sessions and is in the audit log site root reads', async () => {
  const root = await accountWithSession(s.db, 'root-2', ['ROLE_SITE-ROOT']);
  const user = await accountWithSession(s.db, 'promoted', ['ROLE_DIGITAL-RESEARCHER'], { county: 'KENT' });
  const r = await post(
    '/api/admin-edit-user',
    edit(user.username, { roles: ['ROLE_USER-ADMIN'] }),
    root.token,
  );
  expect(r.json()).toEqual({ message: USER_UPDATED });
  expect((await get('/api/auth/check-session', user.token)).statusCode).toBe(401);
  const log = (await get('/api/audit-log?event=user.roles-changed', root.token)).json();
  expect(log[0]).toMatchObject({
    event: 'user.roles-changed',
    actor: root.username,
    subject: user.username,
    detail: { from: ['ROLE_DIGITAL-RESEARCHER'], to: ['ROLE_USER-ADMIN'] },
  });
  const userAdmin = await accountWithSession(s.db, 'user-admin', ['ROLE_USER-ADMIN']);
  expect((await get('/api/audit-log', userAdmin.token)).statusCode).toBe(403);
});

it('nobody changes an account holding a role they could not grant: status, name or area', async () => {
  const root = await accountWithSession(s.db, 'root-3', ['ROLE_SITE-ROOT'], { county: 'KENT' });
  const userAdmin = await accountWithSession(s.db, 'user-admin-2', ['ROLE_USER-ADMIN']);
  const leader = await accountWithSession(s.db, 'kent-admin', ['ROLE_USER-ADMIN'], { county: 'KENT' });
  const lead = await accountWithSession(s.db, 'kent-lead-3', ['ROLE_COUNTY-LEAD'], { county: 'KENT' });
  const rootEdit = (o: Partial<Record<string, unknown>>) =>
    edit(root.username, { roles: ['ROLE_SITE-ROOT'], county: 'KENT', municipality: 'ALL', ...o });
  for (const change of [{ status: false }, { firstName: 'mallory' }, { county: 'ALL', municipality: '' }]) {
    const r = await post('/api/admin-edit-user', rootEdit(change), userAdmin.token);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: ACCOUNT_NOT_EDITABLE('ROLE_SITE-ROOT') });
  }
  // A county lead and a higher-role account of their county: the same.
  const overLead = await post(
    '/api/admin-edit-user',
    edit(leader.username, { roles: ['ROLE_USER-ADMIN'], status: false, municipality: 'ALL' }),
    lead.token,
  );
  expect(overLead.statusCode).toBe(403);
  expect(overLead.json()).toEqual({ message: ACCOUNT_NOT_EDITABLE('ROLE_USER-ADMIN') });
  const [row] = await s.db.query<{ is_active: boolean; first_name: string; county: string | null }>(
    'select is_active, first_name, county from users where username = $1',
    [root.username],
  );
  expect(row).toEqual({ is_active: true, first_name: 'ROOT-3', county: 'KENT' });
  expect((await get('/api/auth/check-session', root.token)).statusCode).toBe(200);
  expect((await get('/api/auth/check-session', leader.token)).statusCode).toBe(200);
  // Those who could grant every role it holds still may.
  const ok = await post(
    '/api/admin-edit-user',
    edit(leader.username, { roles: ['ROLE_USER-ADMIN'] }),
    root.token,
  );
  expect(ok.json()).toEqual({ message: USER_UPDATED });
});
