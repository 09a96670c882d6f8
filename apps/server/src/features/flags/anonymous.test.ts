import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { loadFlagSnapshot } from '@voterroll/pipeline/flags/flag.fixture';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { startSmsGateway, startSmtp } from '../../test-support/listeners';

let t: TestDatabase;
let app: FastifyInstance;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const PHONE = '5175550142';
let token = '';
beforeAll(async () => {
  t = await createTestDatabase();
  // 300 Lansing voters: six at each address (voters 1, 51, 101, 151, 201 and 251 share one).
  await loadFlagSnapshot(t.db, 300);
  smtp = await startSmtp();
  sms = await startSmsGateway();
  app = await buildApp({
    db: t.db,
    accounts: { smtpUrl: smtp.url, smsGatewayUrl: sms.url, publicUrl: 'https://voterroll.example' },
  });
  await app.ready();
  token = await verifyPhone(PHONE);
});
afterAll(async () => {
  await app.close();
  await sms.close();
  await smtp.close();
  await t.drop();
});

/** The visitor verifies the phone by text code, as the dialog's step 2 does: a proof for one flag. */
async function verifyPhone(phone: string): Promise<string> {
  await app.inject({ method: 'POST', url: '/api/auth/mfa-send-text', payload: { my_phone_number: phone } });
  const code = /\b(\d{6})\b/.exec(sms.texts.at(-1)?.text ?? '')?.[1];
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/mfa-verify-text',
    payload: { my_phone_number: phone, sms_code: code },
  });
  return verified.json().message.verification_token;
}

const report = (voterIds: number[], over: object = {}) => ({
  selectedVoterIds: voterIds.map((voterIdentificationNo) => ({ voterIdentificationNo })),
  flagReport: {
    flag_status: 'TRG',
    flagged_reason: 'Does not live here',
    flagged_reason_x: 'The house has been empty since 2019',
    reporter: {
      reporter_first_name: 'ANN',
      reporter_last_name: 'NEIGHBOR',
      reporter_email: 'ann@example.org',
      reporter_state: 'MI',
      reporter_phone_no: PHONE,
    },
    ...over,
  },
  phone_verification_token: token,
});
const flagExt = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/flag-registration-ext', payload });

describe('anonymous flags', () => {
  it('needs the verified phone, and reports to triage only', async () => {
    const unverified = await flagExt({ ...report([1]), phone_verification_token: 'not-the-token' });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().message).toBe('Please verify your phone number first.');
    const valid = await flagExt(report([1], { flag_status: 'VALID' }));
    expect(valid.statusCode).toBe(400);
    expect(valid.json().message).toContain('Anonymous reports go to triage (TRG) only.');
    const badEmail = await flagExt(
      report([1], { reporter: { ...report([1]).flagReport.reporter, reporter_email: 'ann' } }),
    );
    expect(badEmail.json().message).toContain('Email: Invalid format');
    expect(await t.db.query('select * from flags')).toEqual([]);
  });

  it('flags to triage with the reporter on record, limited per address and per phone a day', async () => {
    const five = await flagExt(report([1, 51, 101, 151, 201]));
    expect(five.statusCode).toBe(200);
    expect(five.json().message).toBe('Thank you: 5 registrations have been sent for review.');
    const [flag] = await t.db.query(
      'select current_triage_status, reporter_first_name, reporter_phone_no, reporter_user_id from flags where voter_id = 1',
    );
    expect(flag).toEqual({
      current_triage_status: 'TRG',
      reporter_first_name: 'ANN',
      reporter_phone_no: PHONE,
      reporter_user_id: null,
    });
    const [event] = await t.db.query(
      'select actor_user_id, actor_name, actor_role, to_status from flag_events where voter_id = 1',
    );
    expect(event).toEqual({
      actor_user_id: null,
      actor_name: 'ANN NEIGHBOR',
      actor_role: 'ANONYMOUS',
      to_status: 'TRG',
    });

    token = await verifyPhone(PHONE);
    const sixthAtAddress = await flagExt(report([251]));
    expect(sixthAtAddress.statusCode).toBe(429);
    expect(sixthAtAddress.json().message).toBe(
      'Registrations at this address have been flagged several times today: a volunteer will review them.',
    );
    expect((await flagExt(report([2, 3, 4, 5, 6]))).statusCode).toBe(200);
    token = await verifyPhone(PHONE);
    const eleventh = await flagExt(report([7]));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(
      /^This phone number has flagged 10 registrations in the last 24 hours/,
    );
  });

  it('takes a phone proof for one flag: a second flag with it is refused, a refused flag keeps it', async () => {
    const other = '5175550143';
    token = await verifyPhone(other);
    const asOther = (voterIds: number[]) => {
      const r = report(voterIds);
      return {
        ...r,
        flagReport: { ...r.flagReport, reporter: { ...r.flagReport.reporter, reporter_phone_no: other } },
      };
    };
    const atFullAddress = await flagExt(asOther([251]));
    expect(atFullAddress.statusCode).toBe(429);
    expect((await flagExt(asOther([20]))).statusCode).toBe(200);
    const again = await flagExt(asOther([21]));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Please verify your phone number first.');
  });
});
