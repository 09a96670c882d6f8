import { describe, expect, it } from 'vitest';
import { messagingWarning, readConfig } from './config';

describe('readConfig', () => {
  it('listens on the loopback interface unless HOST says otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses NODE_ENV=production without its settings, naming each missing one', () => {
    const refusal = () => readConfig({ NODE_ENV: 'production' });
    expect(refusal).toThrow(/NODE_ENV=production refuses to start/);
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'SMS_GATEWAY_URL', 'PUBLIC_URL'])
      expect(refusal).toThrow(new RegExp(`${name} is not set: `));
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://voterroll@db.internal/voterroll',
      SMTP_URL: 'smtp://mail.example:25',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      PUBLIC_URL: 'https://voterroll.example.org',
    };
    expect(() => readConfig({ ...production, SMS_GATEWAY_URL: '' })).toThrow(
      /^NODE_ENV=production refuses to start:\n {2}SMS_GATEWAY_URL is not set: .*in the clear$/,
    );
    expect(() => readConfig({ ...production, DATABASE_URL: '/var/lib/voterroll/db' })).toThrow(
      /DATABASE_URL is not valid: a postgres:\/\/ URL/,
    );
    expect(() => readConfig({ ...production, PUBLIC_URL: 'http://voterroll.example.org' })).toThrow(
      /PUBLIC_URL is not valid: the https:\/\/ address/,
    );
    const config = readConfig({ ...production, DEMO: '1' });
    expect(config.smtpUrl).toBe('smtp://mail.example:25');
    expect(config.demo).toBe(false);
  });
});

describe('DEMO_VOTERS and DEMO_SNAPSHOTS', () => {
  it('make a smaller demo when set, the full one otherwise', () => {
    expect(readConfig({}).demoSize).toEqual({ voters: undefined, snapshots: undefined });
    expect(readConfig({ DEMO_VOTERS: '3000', DEMO_SNAPSHOTS: '2' }).demoSize).toEqual({
      voters: 3000,
      snapshots: 2,
    });
    expect(() => readConfig({ DEMO_SNAPSHOTS: '0' })).toThrow(/DEMO_SNAPSHOTS "0" is not a positive/);
  });
});

describe('PUBLIC_SHARED_MAX_AGE_SECONDS', () => {
  it('sets how long a shared cache keeps a public read, an hour unless said', () => {
    expect(readConfig({}).publicSharedMaxAgeSeconds).toBe(3600);
    expect(readConfig({ PUBLIC_SHARED_MAX_AGE_SECONDS: '1' }).publicSharedMaxAgeSeconds).toBe(1);
    expect(() => readConfig({ PUBLIC_SHARED_MAX_AGE_SECONDS: 'soon' })).toThrow(
      /PUBLIC_SHARED_MAX_AGE_SECONDS/,
    );
  });
});

describe('messagingWarning', () => {
  it('warns outside demo mode when secrets would go to the log, and only then', () => {
    expect(messagingWarning({ smtpUrl: null, smsGatewayUrl: null }, false)).toMatch(
      /^WARNING: SMTP_URL and SMS_GATEWAY_URL not set outside demo mode\. .*server log/,
    );
    expect(messagingWarning({ smtpUrl: 'smtp://m', smsGatewayUrl: null }, false)).toMatch(
      /^WARNING: SMS_GATEWAY_URL not set/,
    );
    expect(messagingWarning({ smtpUrl: null, smsGatewayUrl: null }, true)).toBeNull();
    expect(messagingWarning({ smtpUrl: 'smtp://m', smsGatewayUrl: 'https://s' }, false)).toBeNull();
  });
});
