import { DatabaseError } from '@voterroll/db/database';
import { expect, it } from 'vitest';
import { withoutSecrets } from './log-safe-error';

it('keeps an error’s kind, code and stack frames, and none of its addresses, tokens or fields', () => {
  const e = Object.assign(
    new DatabaseError(
      'duplicate key for Ann.Lee@Example.org, token tok_123-abc; also <other@example.net>',
      '23505',
      'Key (lower(email), zone_hash)=(ann.lee@example.org, T-KENT) already exists.',
    ),
    { rejected: ['ann.lee@example.org'] },
  );
  e.stack = `${e.name}: ${e.message}\n    at query (/work/node_modules/@voterroll/db/src/postgres-client.ts:37:11)`;
  const safe = withoutSecrets(e, ['ann.lee@example.org', 'tok_123-abc']);
  expect(safe.name).toBe('DatabaseError');
  expect(safe.message).toBe('duplicate key for [redacted], token [redacted]; also <[address]>');
  expect(safe.stack).toContain('(/work/node_modules/@voterroll/db/src/postgres-client.ts:37:11)');
  expect(JSON.stringify({ ...safe, stack: safe.stack })).not.toMatch(/example|tok_123|Key \(/i);
  expect((safe as { code?: string }).code).toBe('23505');
});
