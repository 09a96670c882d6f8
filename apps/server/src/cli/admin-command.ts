import { PASSWORD_MIN } from '@voterroll/contract/accounts-api';
import { defaultDatabaseTarget, openDatabase } from '@voterroll/db/connection';
import { migrate } from '@voterroll/db/migrate';
import { insertAccount } from '../auth/accounts';
import { audit } from '../auth/audit';
import { parseOptions, required, UsageError } from './args';

export const ADMIN_PASSWORD_ENV = 'VOTERROLL_ADMIN_PASSWORD';

/**
 * `voterroll admin create --username U --email E`: the first site-root account. The password
 * comes from VOTERROLL_ADMIN_PASSWORD or is asked for on the terminal (not echoed); there is no
 * default password.
 */
export async function adminCommand(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub !== 'create') throw new UsageError('the admin command takes: create --username U --email E');
  const o = parseOptions(rest, {
    username: { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    db: { type: 'string' },
  });
  const username = required(o.username, 'username');
  const email = required(o.email, 'email');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UsageError(`--email "${email}" is not an e-mail address`);
  const password = process.env[ADMIN_PASSWORD_ENV] ?? (await promptPassword());
  if (password.length < PASSWORD_MIN)
    throw new UsageError(`the password must have at least ${PASSWORD_MIN} characters`);
  const db = await openDatabase(o.db ?? defaultDatabaseTarget());
  try {
    await migrate(db);
    const id = await insertAccount(db, {
      username,
      email,
      password,
      firstName: typeof o['first-name'] === 'string' ? o['first-name'] : username,
      lastName: typeof o['last-name'] === 'string' ? o['last-name'] : '',
      roles: ['ROLE_SITE-ROOT'],
      active: true,
    });
    if (id === null) {
      process.stderr.write(
        `voterroll admin: an account with username "${username}" or e-mail "${email}" exists\n`,
      );
      return 1;
    }
    await audit(db, 'admin.created', {
      subject: username,
      detail: { user_id: id, via: 'voterroll admin create' },
    });
    process.stdout.write(`created site-root account "${username}" (${email})\n`);
    return 0;
  } finally {
    await db.close();
  }
}

/** Reads a password from the terminal without echoing it, twice. */
async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY)
    throw new UsageError(`no terminal to ask for the password: set ${ADMIN_PASSWORD_ENV}`);
  const first = await readHidden('password: ');
  const second = await readHidden('again: ');
  if (first !== second) throw new UsageError('the two passwords differ');
  return first;
}

function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    let value = '';
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          done();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          done();
          reject(new UsageError('cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}
