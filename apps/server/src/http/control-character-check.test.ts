import { CONTROL_CHARACTER_MESSAGE } from '@voterroll/contract/control-characters';
import { describe, expect, it } from 'vitest';
import { accountWithSession } from '../test-support/accounts';
import { appPerFile } from '../test-support/app-per-file';

const t = appPerFile();

describe('a control character in any text', () => {
  it('is a 400 with a message, in a body, a query and a path, public or signed in', async () => {
    const { token } = await accountWithSession(t.db, 'nul-admin', ['ROLE_SITE-ROOT']);
    const requests = [
      { method: 'POST' as const, url: '/api/auth/signin', payload: { username: 'a\u0000b', password: 'x' } },
      { method: 'GET' as const, url: '/api/addresses?key=1234%00MAIN' },
      { method: 'GET' as const, url: '/api/qvfstatscountyjurisdiction/KE%00NT' },
      {
        method: 'POST' as const,
        url: '/api/search-by-name',
        payload: { last_name: 'SMI\u0001TH', first_name: 'JO', county: 'ALL', year_of_birth: 1950 },
      },
      {
        method: 'POST' as const,
        url: '/api/contactus',
        headers: { 'x-access-token': token },
        payload: { name: 'A', email: 'a@example.org', message: 'hi\u0000' },
      },
    ];
    for (const r of requests) {
      const reply = await t.app.inject(r);
      expect(reply.statusCode, `${r.method} ${r.url}`).toBe(400);
      expect(reply.json(), `${r.method} ${r.url}`).toEqual({ message: CONTROL_CHARACTER_MESSAGE });
    }
  });

  it('leaves tabs and line breaks of ordinary text alone', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'someone\twith a tab', password: 'line\r\nbreak' },
    });
    expect(reply.statusCode).toBe(401);
  });
});
