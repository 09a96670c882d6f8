import { expect, it } from 'vitest';
import { accountWithSession } from '../test-support/accounts';
import { appPerFile } from '../test-support/app-per-file';

const t = appPerFile();

it('marks every answer to a signed-in request no-store, and leaves public reads cacheable', async () => {
  const { token } = await accountWithSession(t.db, 'cache-root', ['ROLE_SITE-ROOT']);
  const session = await t.app.inject({
    method: 'GET',
    url: '/api/auth/check-session',
    headers: { 'x-access-token': token },
  });
  expect(session.statusCode).toBe(200);
  expect(session.headers['cache-control']).toBe('no-store');
  const users = await t.app.inject({
    method: 'GET',
    url: '/api/users',
    headers: { 'x-access-token': token },
  });
  expect(users.headers['cache-control']).toBe('no-store');
  // A refusal behind a permission is no one's to keep either.
  const refused = await t.app.inject({ method: 'GET', url: '/api/users' });
  expect(refused.statusCode).toBe(401);
  expect(refused.headers['cache-control']).toBe('no-store');
  // A public read with a token comes back personal (the actor may shape it): no-store too.
  const publicSigned = await t.app.inject({
    method: 'GET',
    url: '/api/qvfs',
    headers: { 'x-access-token': token },
  });
  expect(publicSigned.headers['cache-control']).toBe('no-store');
  const publicAnonymous = await t.app.inject({ method: 'GET', url: '/api/qvfs' });
  expect(publicAnonymous.statusCode).toBe(200);
  expect(publicAnonymous.headers['cache-control']).not.toBe('no-store');
});
