import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ACCOUNT_INACTIVE,
  NO_REGISTRATION_FOUND,
  PASSWORD_CHANGED,
  RESET_DONE,
  RESET_INVALID,
  RESET_REQUESTED,
  SEVERAL_REGISTRATIONS_FOUND,
  SIGNUP_DONE,
  SIGNUP_NOT_FOUND,
  SIGNUP_PHONE_NOT_VERIFIED,
  sessionUser,
} from '@voterroll/contract/accounts-api';
import { ANONYMOUS_PHONE_NOT_VERIFIED } from '@voterroll/contract/flags-api';
import { SESSION_EXPIRED_MESSAGE } from '@voterroll/contract/policies';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountWithSession } from '../../test-support/accounts';
import { logCollector, startSmsGateway, startSmtp } from '../../test-support/listeners';

/**
 * A volunteer's whole way in, over real HTTP pieces: find my registration, a text code through an
 * SMS gateway, sign-up, approval by an administrator, sign-in, profile, password change, and a
 * forgotten password reset through the link of a mail received on a real SMTP server. At the end
 * the server log and every table are searched for each secret that went by.
 */

let t: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
const log = logCollector();
let dir: string;
let addressHash: string;
const secrets: string[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtp();
  sms = await startSmsGateway();
  app = await buildApp({
    db: t.db,
    logger: { level: 'info', stream: log.stream },
    accounts: { smtpUrl: smtp.url, smsGatewayUrl: sms.url, publicUrl: 'https://voterroll.example' },
  });
  dir = mkdtempSync(join(tmpdir(), 'signup-'));
  const voters = join(dir, 'voters.csv');
  writeQvfCsv(voters, [
    { VOTER_IDENTIFICATION_NUMBER: '101', FIRST_NAME: 'JANE', LAST_NAME: 'DOE', YEAR_OF_BIRTH: '1980' },
    { VOTER_IDENTIFICATION_NUMBER: '102', FIRST_NAME: 'JOHN', LAST_NAME: 'SMITH', YEAR_OF_BIRTH: '1970' },
    { VOTER_IDENTIFICATION_NUMBER: '103', FIRST_NAME: 'JOHN', LAST_NAME: 'SMITH', YEAR_OF_BIRTH: '1970' },
  ]);
  const loaded = await ingestSnapshot(t.db, { snapshotDate: '2025-10-01', files: { voters } });
  expect(loaded.ok).toBe(true);
  const [row] = await t.db.query<{ h: string }>(
    'select full_address_hash as h from registrations where voter_id = 101',
  );
  addressHash = row?.h ?? '';
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await sms.close();
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? { 'x-access-token': token } : {} });
const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { 'x-access-token': token } : {} });

const PHONE = '5175550123';
const EMAIL = 'jane.doe@example.org';
let password = 'first-Passw0rd-jane';

it('finds exactly one registration, or says why not', async () => {
  const base = { my_county: 'ingham', my_yob: 1980, my_address: addressHash };
  const none = await post('/api/find-me', { ...base, my_first_name: 'jane', my_last_name: 'roe' });
  expect(none.statusCode).toBe(404);
  expect(none.json()).toEqual({ message: NO_REGISTRATION_FOUND('JANE', 'ROE') });
  const several = await post('/api/find-me', {
    ...base,
    my_yob: 1970,
    my_first_name: 'John',
    my_last_name: 'Smith',
  });
  expect(several.statusCode).toBe(409);
  expect(several.json()).toEqual({ message: SEVERAL_REGISTRATIONS_FOUND });
  // "Admin has been notified": administrators read it in /messages.
  const [notice] = await t.db.query<{ name: string; message: string }>(
    `select name, message from contact_messages where name like '%(sign-up)'`,
  );
  expect(notice?.name).toBe('JOHN SMITH (sign-up)');
  expect(notice?.message).toMatch(
    /^Sign-up found more than one registration for JOHN SMITH, born 1970, in INGHAM county/,
  );
  const one = await post('/api/find-me', { ...base, my_first_name: 'jane', my_last_name: 'doe' });
  expect(one.statusCode).toBe(200);
  expect(one.json()).toEqual([
    {
      voter_identification_number: '101',
      first_name: 'JANE',
      last_name: 'DOE',
      county_name: 'INGHAM',
      jurisdiction_name: 'LANSING CITY',
    },
  ]);
  const invalid = await post('/api/find-me', { ...base, my_first_name: 'X'.repeat(33), my_last_name: 'DOE' });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().message).toContain('Max 32 chars');
});

let verificationToken = '';
it('verifies the phone by a 6-digit text code: wrong codes fail, the right one once', async () => {
  const bad = await post('/api/auth/mfa-send-text', { my_phone_number: '517555012' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('Phone number must be 10 digits');

  const sent = await post('/api/auth/mfa-send-text', { my_phone_number: PHONE });
  expect(sent.statusCode).toBe(200);
  const text = sms.texts.at(-1);
  expect(text?.to).toBe(PHONE);
  const code = /\b(\d{6})\b/.exec(text?.text ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  secrets.push(code);

  const wrong = code === '000000' ? '000001' : '000000';
  const failed = await post('/api/auth/mfa-verify-text', { my_phone_number: PHONE, sms_code: wrong });
  expect(failed.json().message.status).toBe('Failed');
  const verified = await post('/api/auth/mfa-verify-text', { my_phone_number: PHONE, sms_code: code });
  expect(verified.json().message.status).toBe('Success');
  verificationToken = verified.json().message.verification_token;
  secrets.push(verificationToken);
  const again = await post('/api/auth/mfa-verify-text', { my_phone_number: PHONE, sms_code: code });
  expect(again.json().message.status).toBe('Failed');
});

it('signs up an inactive account awaiting approval, only with the phone verified for it', async () => {
  secrets.push(password);
  const body = {
    voter_id: '101',
    last_name: 'doe',
    first_name: 'jane',
    my_yob: 1980,
    my_address: addressHash,
    username: EMAIL,
    email: EMAIL,
    password,
    phone: PHONE,
    role: 'ELECTION-PATRIOT',
    group: 'CMV',
    party: '',
    county: 'INGHAM',
    jurisdiction: 'LANSING CITY',
    reason: 'I want to help keep the rolls accurate.',
    phone_verification_token: 'forged',
  };
  const forged = await post('/api/auth/signup', body);
  expect(forged.statusCode).toBe(400);
  expect(forged.json()).toEqual({ message: SIGNUP_PHONE_NOT_VERIFIED });
  const short = await post('/api/auth/signup', { ...body, reason: 'too short' });
  expect(short.json().message).toContain('Minimum 10 chars');
  // A voter id and a name, which others may know, are not enough: the birth year and the address
  // the registration was found by are checked again (issue 35).
  for (const other of [{ my_yob: 1981 }, { my_address: 'a'.repeat(32) }]) {
    // From another client: sign-up takes 5 requests a minute from one.
    const guessed = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...body, ...other, phone_verification_token: verificationToken },
      remoteAddress: '10.35.0.1',
    });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toEqual({ message: SIGNUP_NOT_FOUND });
  }
  const done = await post('/api/auth/signup', { ...body, phone_verification_token: verificationToken });
  expect(done.statusCode).toBe(201);
  expect(done.json()).toEqual({ message: SIGNUP_DONE });
  // The proof is single-use.
  const twice = await post('/api/auth/signup', {
    ...body,
    email: 'other@example.org',
    voter_id: '102',
    first_name: 'JOHN',
    last_name: 'SMITH',
    my_yob: 1970,
    phone_verification_token: verificationToken,
  });
  expect(twice.statusCode).toBe(400);
  // Nor for anything else: an anonymous flag with the sign-up's proof is refused.
  const flag = await post('/api/flag-registration-ext', {
    selectedVoterIds: [{ voterIdentificationNo: 102 }],
    flagReport: {
      flag_status: 'TRG',
      flagged_reason: 'Does not live here',
      flagged_reason_x: 'Moved away in 2019',
      reporter: {
        reporter_first_name: 'JANE',
        reporter_last_name: 'DOE',
        reporter_email: EMAIL,
        reporter_state: 'MI',
        reporter_phone_no: PHONE,
      },
    },
    phone_verification_token: verificationToken,
  });
  expect(flag.statusCode).toBe(400);
  expect(flag.json().message).toBe(ANONYMOUS_PHONE_NOT_VERIFIED);

  const inactive = await post('/api/auth/signin', { username: EMAIL, password });
  expect(inactive.statusCode).toBe(403);
  expect(inactive.json()).toEqual({ message: ACCOUNT_INACTIVE });
});

it('an administrator of the county approves the membership request; then the volunteer signs in', async () => {
  const lead = await accountWithSession(t.db, 'ingham-lead', ['ROLE_COUNTY-LEAD'], { county: 'INGHAM' });
  const other = await accountWithSession(t.db, 'kent-lead', ['ROLE_COUNTY-LEAD'], { county: 'KENT' });
  secrets.push(lead.token, other.token, lead.password, other.password);
  const requests = await get('/api/users?status=inactive', lead.token);
  expect(requests.json().map((u: { username: string }) => u.username)).toEqual([EMAIL]);
  expect(requests.json()[0]).toMatchObject({
    roles: 'ROLE_ELECTION-PATRIOT',
    is_active: false,
    county: 'INGHAM',
  });
  expect((await get('/api/users?status=inactive', other.token)).json()).toEqual([]);

  const approve = {
    selectedUsername: EMAIL,
    status: true,
    roles: ['ROLE_ELECTION-PATRIOT'],
    firstName: 'jane',
    lastName: 'doe',
    county: 'INGHAM',
    municipality: 'LANSING CITY',
  };
  expect((await post('/api/admin-edit-user', approve, other.token)).statusCode).toBe(403);
  const approved = await post('/api/admin-edit-user', approve, lead.token);
  expect(approved.statusCode).toBe(200);

  const signin = await post('/api/auth/signin', { username: EMAIL, password });
  expect(signin.statusCode).toBe(200);
  const user = sessionUser.parse(signin.json());
  secrets.push(user.accessToken);
  expect(user).toMatchObject({
    username: EMAIL,
    email: EMAIL,
    first_name: 'JANE',
    last_name: 'DOE',
    roles: ['ROLE_ELECTION-PATRIOT'],
    group: 'CMV',
    county: 'INGHAM',
    jurisdiction: 'LANSING CITY',
  });
  expect((await get('/api/auth/check-session', user.accessToken)).statusCode).toBe(200);
});

it('edits the profile (then the session ends), changes the password with the current one', async () => {
  let token = sessionUser.parse(
    (await post('/api/auth/signin', { username: EMAIL, password })).json(),
  ).accessToken;
  secrets.push(token);
  const profile = {
    firstName: 'Janet',
    lastName: 'Doe',
    group: 'TTV',
    party: 'OTHER',
    county: 'INGHAM',
    jurisdiction: 'LANSING CITY',
  };
  const moved = await post('/api/edit-user', { ...profile, county: 'KENT' }, token);
  expect(moved.statusCode).toBe(403);
  const edited = await post('/api/edit-user', profile, token);
  expect(edited.json()).toEqual({ message: 'Success' });
  const expired = await get('/api/auth/check-session', token);
  expect(expired.statusCode).toBe(401);
  expect(expired.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });

  const again = sessionUser.parse((await post('/api/auth/signin', { username: EMAIL, password })).json());
  expect(again.first_name).toBe('JANET');
  token = again.accessToken;
  secrets.push(token);
  const wrong = await post(
    '/api/auth/change-password',
    { currentPassword: 'nope', newPassword: 'second-Passw0rd' },
    token,
  );
  expect(wrong.statusCode).toBe(400);
  const newPassword = 'second-Passw0rd-jane';
  secrets.push(newPassword);
  const changed = await post('/api/auth/change-password', { currentPassword: password, newPassword }, token);
  expect(changed.json()).toEqual({ message: PASSWORD_CHANGED });
  expect((await get('/api/auth/check-session', token)).statusCode).toBe(401);
  expect((await post('/api/auth/signin', { username: EMAIL, password })).statusCode).toBe(401);
  password = newPassword;
  const signin = await post('/api/auth/signin', { username: EMAIL, password });
  expect(signin.statusCode).toBe(200);
  secrets.push(signin.json().accessToken);
  expect((await post('/api/auth/signout', {}, signin.json().accessToken)).statusCode).toBe(200);
  expect((await get('/api/auth/check-session', signin.json().accessToken)).statusCode).toBe(401);
  // Signout is public and reads the signed-in user (actor: 'optional'): the log names who left.
  const [left] = await t.db.query<{ actor: string }>(
    `select actor from audit_log where event = 'signout' order by id desc limit 1`,
  );
  expect(left?.actor).toBe(signin.json().username);
});

it('resets a forgotten password through the link of a real mail, once', async () => {
  const unknown = await post('/api/auth/requestResetPassword', { email: 'nobody@example.org' });
  expect(unknown.json()).toEqual({ message: RESET_REQUESTED });
  const mailed = smtp.nextMail(EMAIL);
  const known = await post('/api/auth/requestResetPassword', { email: EMAIL.toUpperCase() });
  expect(known.json()).toEqual({ message: RESET_REQUESTED });
  const mail = await mailed;
  expect(smtp.mails.some((m) => m.to.includes('nobody@example.org'))).toBe(false);
  const link = /https:\/\/voterroll\.example\/reset-password\?\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link ?? '');
  const token = url.searchParams.get('token') ?? '';
  secrets.push(token);
  expect(url.searchParams.get('username')).toBe(EMAIL);

  const newPassword = 'third-Passw0rd-jane';
  secrets.push(newPassword);
  const body = { email: EMAIL, token, username: EMAIL, password: newPassword };
  expect((await post('/api/auth/resetPassword', { ...body, email: 'other@example.org' })).json()).toEqual({
    message: RESET_INVALID,
  });
  const reset = await post('/api/auth/resetPassword', body);
  expect(reset.json()).toEqual({ message: RESET_DONE });
  expect((await post('/api/auth/resetPassword', body)).json()).toEqual({ message: RESET_INVALID });
  expect((await post('/api/auth/signin', { username: EMAIL, password })).statusCode).toBe(401);
  expect((await post('/api/auth/signin', { username: EMAIL, password: newPassword })).statusCode).toBe(200);
});

it('a reset or a password change voids the account’s other reset links', async () => {
  const resetLink = async () => {
    const mailed = smtp.nextMail(EMAIL);
    await post('/api/auth/requestResetPassword', { email: EMAIL });
    const link = /https:\/\/voterroll\.example\/reset-password\?\S+/.exec((await mailed).text)?.[0];
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    secrets.push(token);
    return token;
  };
  const reset = (token: string, newPassword: string) =>
    post('/api/auth/resetPassword', { email: EMAIL, token, username: EMAIL, password: newPassword });
  const first = await resetLink();
  const second = await resetLink();
  const fourth = 'fourth-Passw0rd-jane';
  secrets.push(fourth);
  expect((await reset(second, fourth)).json()).toEqual({ message: RESET_DONE });
  expect((await reset(first, 'stolen-Passw0rd-1')).json()).toEqual({ message: RESET_INVALID });

  const third = await resetLink();
  const signin = await post('/api/auth/signin', { username: EMAIL, password: fourth });
  const token = sessionUser.parse(signin.json()).accessToken;
  secrets.push(token);
  const fifth = 'fifth-Passw0rd-jane';
  secrets.push(fifth);
  const changed = await post(
    '/api/auth/change-password',
    { currentPassword: fourth, newPassword: fifth },
    token,
  );
  expect(changed.json()).toEqual({ message: PASSWORD_CHANGED });
  expect((await reset(third, 'stolen-Passw0rd-2')).json()).toEqual({ message: RESET_INVALID });
  expect((await post('/api/auth/signin', { username: EMAIL, password: fifth })).statusCode).toBe(200);
});

it('never stores or logs a password, code or token in the clear', async () => {
  expect(secrets.length).toBeGreaterThan(10);
  const tables = await t.db.query<{ name: string }>(
    `select quote_ident(table_name) as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  let dump = '';
  for (const { name } of tables) {
    const rows = await t.db.query<{ r: string }>(`select row_to_json(x)::text as r from ${name} x`);
    dump += rows.map((r) => r.r).join('\n');
  }
  expect(dump).toContain(EMAIL); // the dump is real
  expect(log.text()).toContain('/api/auth/signin'); // and so is the log
  for (const secret of secrets) {
    expect(dump.includes(secret), `database holds ${secret.slice(0, 3)}…`).toBe(false);
    expect(log.text().includes(secret), `log holds ${secret.slice(0, 3)}…`).toBe(false);
  }
});
