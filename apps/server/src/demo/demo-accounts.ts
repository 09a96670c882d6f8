import { writeFileSync } from 'node:fs';
import type { Role } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import { currentSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import { insertAccount, setPassword } from '../auth/accounts';
import { newPassword } from '../auth/secrets';

/**
 * Demo mode only: one active account per role, the local roles in the demo's largest county (the
 * clerk also in its largest jurisdiction), the others state-wide. Each start gives every demo
 * account a new random password, written to `file` (readable by its owner only), never to the log.
 */
const DEMO_ROLES: { role: Role; area: 'state' | 'county' | 'jurisdiction' }[] = [
  { role: 'ROLE_SITE-ROOT', area: 'state' },
  { role: 'ROLE_SITE-ADMIN', area: 'state' },
  { role: 'ROLE_USER-ADMIN', area: 'state' },
  { role: 'ROLE_COUNTY-LEAD', area: 'county' },
  { role: 'ROLE_CLERK', area: 'jurisdiction' },
  { role: 'ROLE_ELECTION-PATRIOT', area: 'county' },
  { role: 'ROLE_ELECTION-PATRIOT-PLUS', area: 'county' },
  { role: 'ROLE_DIGITAL-RESEARCHER', area: 'state' },
  { role: 'ROLE_DATA-ENTRY', area: 'state' },
  { role: 'ROLE_LAW-ENFORCEMENT', area: 'county' },
];

export async function ensureDemoAccounts(db: Db, file: string, log: (msg: string) => void): Promise<void> {
  const snapshot = await currentSnapshot(db);
  const [place] = snapshot
    ? await db.query<{ county_name: string; jurisdiction_name: string }>(
        `select county_name, jurisdiction_name from registrations where snapshot_date = $1
          group by county_name, jurisdiction_name order by count(*) desc limit 1`,
        [snapshot],
      )
    : [];
  const lines: string[] = [];
  for (const { role, area } of DEMO_ROLES) {
    const username = `demo-${role.slice('ROLE_'.length).toLowerCase()}`;
    const password = newPassword();
    const county = area === 'state' ? null : (place?.county_name ?? null);
    const jurisdiction = area === 'jurisdiction' ? (place?.jurisdiction_name ?? null) : null;
    const [existing] = await db.query<{ id: number }>('select id from users where username = $1', [username]);
    if (existing) await setPassword(db, existing.id, password);
    else
      await insertAccount(db, {
        username,
        email: `${username}@demo.invalid`,
        password,
        firstName: 'DEMO',
        lastName: role.slice('ROLE_'.length),
        roles: [role],
        active: true,
        county,
        jurisdiction,
        reason: 'Demo account',
      });
    const where = county ? `${county}${jurisdiction ? ` / ${jurisdiction}` : ''}` : 'state-wide';
    lines.push(`  ${username.padEnd(28)} ${password}   ${where}`);
  }
  writeFileSync(
    file,
    `Demo accounts (demo mode only; new passwords at every start of the server):\n${lines.join('\n')}\n`,
    { mode: 0o600 },
  );
  log(`demo accounts: one per role, their passwords (new at every start) in ${file}`);
}
