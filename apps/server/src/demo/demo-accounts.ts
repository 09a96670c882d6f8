import { writeFileSync } from 'node:fs';
import { roleLabel } from '@voterroll/contract/labels';
import type { Role } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import { currentSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import { insertAccount, setPassword } from '../auth/accounts';
import { newPassword } from '../auth/secrets';

/**
 * Demo mode only: one active account per role, the local roles in the demo's largest county (the
 * clerk also in its largest jurisdiction), the others state-wide. Each start gives every demo
 * account a new random password, written to `file` (readable by its owner only), never to the log.
 * Each patriot is linked to a registration of the clerk's jurisdiction (MCL 168.512's challenger),
 * so that a challenge can reach the clerk on `npm start`.
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
const CHALLENGERS: Role[] = ['ROLE_ELECTION-PATRIOT', 'ROLE_ELECTION-PATRIOT-PLUS'];

/**
 * Links the account to an active, unflagged registration of the jurisdiction that no other
 * account holds (one without findings first), unless its link is such a registration already.
 */
async function linkDemoChallenger(
  db: Db,
  snapshot: string,
  userId: number,
  place: { county_name: string; jurisdiction_name: string },
): Promise<void> {
  const [linked] = await db.query<{ ok: boolean }>(
    `select true as ok from users u join registrations r on r.voter_id = u.voter_id
      where u.id = $1 and r.snapshot_date = $2 and r.voter_status_type_code = 'A'
        and r.county_name = $3 and r.jurisdiction_name = $4`,
    [userId, snapshot, place.county_name, place.jurisdiction_name],
  );
  if (linked) return;
  await db.query(
    `update users set voter_id = (
        select r.voter_id from registrations r
         where r.snapshot_date = $2 and r.county_name = $3 and r.jurisdiction_name = $4
           and r.voter_status_type_code = 'A'
           and not exists (select 1 from flags g where g.voter_id = r.voter_id)
           and not exists (select 1 from users o where o.voter_id = r.voter_id)
         order by exists (select 1 from findings f
                           where f.snapshot_date = r.snapshot_date and f.voter_id = r.voter_id),
                  r.voter_id
         limit 1), updated_at = now()
      where id = $1`,
    [userId, snapshot, place.county_name, place.jurisdiction_name],
  );
}

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
    // Named by the role in words (DEMO ELECTION PATRIOT): pages greet and list accounts by name,
    // and a role's code (ELECTION-PATRIOT) is never shown.
    const name = { first: 'DEMO', last: roleLabel(role).toUpperCase() };
    const [existing] = await db.query<{ id: number }>('select id from users where username = $1', [username]);
    if (existing) {
      await setPassword(db, existing.id, password);
      await db.query('update users set first_name = $2, last_name = $3 where id = $1', [
        existing.id,
        name.first,
        name.last,
      ]);
    } else
      await insertAccount(db, {
        username,
        email: `${username}@demo.invalid`,
        password,
        firstName: name.first,
        lastName: name.last,
        roles: [role],
        active: true,
        county,
        jurisdiction,
        reason: 'Demo account',
      });
    if (snapshot && place && CHALLENGERS.includes(role)) {
      const [u] = await db.query<{ id: number }>('select id from users where username = $1', [username]);
      if (u) await linkDemoChallenger(db, snapshot, u.id, place);
    }
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
