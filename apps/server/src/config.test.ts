import { describe, expect, it } from 'vitest';
import { messagingWarning, readConfig } from './config';

describe('readConfig', () => {
  it('listens on the loopback interface unless HOST says otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses NODE_ENV=production without a mail and a text gateway, naming what is missing', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production needs SMTP_URL and SMS_GATEWAY_URL: .*in the clear/,
    );
    expect(() => readConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25' })).toThrow(
      /needs SMS_GATEWAY_URL:/,
    );
    const config = readConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:25',
      SMS_GATEWAY_URL: 'https://sms.example/send',
    });
    expect(config.smtpUrl).toBe('smtp://mail.example:25');
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
