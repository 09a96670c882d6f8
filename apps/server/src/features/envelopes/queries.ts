import type { DataEntryStatus, EnvelopeDetail, EnvelopeRow } from '@voterroll/contract/envelopes-api';
import { ENVELOPE_LIST_MAX } from '@voterroll/contract/envelopes-api';
import type { Actor } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';
import { scopeCondition } from '../../auth/scope';

/** The SQL of the ballot envelope list, the edit dialog and the edit itself. */

/** Where the browser fetches an envelope's image: the object store when configured, else the image route. */
export type ImageUrl = (fileName: string, imageLocation: string) => string;

const ROW_COLUMNS = `e.current_data_entry_status, e.file_name, e.avcb_number, e.ocr_full_street_address,
  e.ocr_full_name, e.ocr_ballot_number, e.ocr_ballot_signed_date, e.ocr_ballot_received_date, e.ocr_avcb,
  e.ocr_precinct, e.comments, e.image_location`;

type StoredRow = Omit<EnvelopeRow, 's3_url'> & { image_location: string; total?: number };

const withUrl = <T extends StoredRow>(row: T, imageUrl: ImageUrl) => {
  const { image_location, total: _total, ...rest } = row;
  return { ...rest, s3_url: imageUrl(row.file_name, image_location) };
};

export async function listEnvelopes(
  q: Queryable,
  actor: Actor,
  filter: { status: DataEntryStatus | 'ALL'; q: string },
  imageUrl: ImageUrl,
): Promise<{ envelopes: EnvelopeRow[]; total: number }> {
  const params: unknown[] = [];
  const where = [
    scopeCondition(actor, { county: 'e.county_name', jurisdiction: 'e.jurisdiction_name' }, params),
  ];
  if (filter.status !== 'ALL') {
    params.push(filter.status);
    where.push(`e.current_data_entry_status = $${params.length}`);
  }
  if (filter.q !== '') {
    // Name or address, as the OCR read it or as entered; contains, case-insensitive.
    params.push(filter.q.toUpperCase());
    const p = `$${params.length}`;
    where.push(
      `(position(${p} in upper(e.ocr_full_name)) > 0 or position(${p} in upper(e.ocr_full_street_address)) > 0
        or position(${p} in upper(coalesce(e.name, ''))) > 0 or position(${p} in upper(coalesce(e.address, ''))) > 0)`,
    );
  }
  params.push(ENVELOPE_LIST_MAX);
  const rows = await q.query<StoredRow & { total: number }>(
    `select ${ROW_COLUMNS}, (row_number() over (order by e.file_name))::int as row_number,
            (count(*) over ())::int as total
       from ballot_envelopes e
      where ${where.join(' and ')}
      order by e.file_name
      limit $${params.length}`,
    params,
  );
  return { envelopes: rows.map((r) => withUrl(r, imageUrl)), total: rows[0]?.total ?? 0 };
}

interface StoredDetail extends StoredRow {
  county_name: string;
  jurisdiction_name: string;
  name: string | null;
  address: string | null;
  precinct: string | null;
  ballot_number: string | null;
  ballot_signed_date: string | null;
  ballot_received_date: string | null;
  version: number;
}

const DETAIL_COLUMNS = `${ROW_COLUMNS}, 1 as row_number, e.county_name, e.jurisdiction_name, e.name, e.address,
  e.precinct, e.ballot_number, e.ballot_signed_date, e.ballot_received_date, e.version`;

/** One envelope (unscoped: the caller checks the area, so that it can say why it refuses). */
export async function findEnvelope(
  q: Queryable,
  fileName: string,
  lock = false,
): Promise<StoredDetail | null> {
  const [row] = await q.query<StoredDetail>(
    `select ${DETAIL_COLUMNS} from ballot_envelopes e where e.file_name = $1${lock ? ' for update' : ''}`,
    [fileName],
  );
  return row ?? null;
}

export async function envelopeDetail(
  q: Queryable,
  row: StoredDetail,
  imageUrl: ImageUrl,
): Promise<EnvelopeDetail> {
  const events = await q.query<EnvelopeDetail['events'][number]>(
    `select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, actor_name as actor, changes
       from ballot_envelope_events where file_name = $1 order by at, id`,
    [row.file_name],
  );
  return { ...withUrl(row, imageUrl), events };
}

/** The board an edit names, with its area; null when the election has no such board. */
export async function findBoard(
  q: Queryable,
  avcbNumber: number,
): Promise<{ county_name: string; jurisdiction_name: string } | null> {
  const [row] = await q.query<{ county_name: string; jurisdiction_name: string }>(
    `select county_name, jurisdiction_name from avcb_precincts where avcb_number = $1 limit 1`,
    [avcbNumber],
  );
  return row ?? null;
}

export interface EnvelopeEntry {
  name: string;
  address: string;
  precinct: string;
  avcb_number: number;
  ballot_number: string;
  ballot_signed_date: string;
  ballot_received_date: string | null;
  comments: string;
  county_name: string;
  jurisdiction_name: string;
}

const EDITED = [
  'name',
  'address',
  'precinct',
  'avcb_number',
  'ballot_number',
  'ballot_signed_date',
  'ballot_received_date',
  'comments',
] as const;

/**
 * Saves an entry made on `version`: the envelope's fields and status, and an event with each
 * changed field's old and new value. Returns the new version, or null when the envelope changed
 * meanwhile (the update's version condition holds on both engines, locked or not).
 */
export async function saveEntry(
  q: Queryable,
  before: StoredDetail,
  entry: EnvelopeEntry,
  version: number,
  actor: Actor,
): Promise<number | null> {
  const text = (v: string | number | null) => (v === null || v === '' ? null : String(v));
  const changes: Record<string, { from: string | null; to: string | null }> = {};
  for (const field of EDITED) {
    const from = text(before[field]);
    const to = text(entry[field]);
    if (from !== to) changes[field] = { from, to };
  }
  if (before.current_data_entry_status !== 'ENTERED')
    changes.current_data_entry_status = { from: before.current_data_entry_status, to: 'ENTERED' };
  const [updated] = await q.query<{ version: number }>(
    `update ballot_envelopes
        set name = $3, address = $4, precinct = $5, avcb_number = $6, ballot_number = $7,
            ballot_signed_date = $8::date, ballot_received_date = $9::date, comments = $10,
            county_name = $11, jurisdiction_name = $12, current_data_entry_status = 'ENTERED',
            updated_at = now(), version = version + 1
      where file_name = $1 and version = $2
      returning version`,
    [
      before.file_name,
      version,
      entry.name,
      entry.address,
      entry.precinct,
      entry.avcb_number,
      entry.ballot_number,
      entry.ballot_signed_date,
      entry.ballot_received_date,
      entry.comments,
      entry.county_name,
      entry.jurisdiction_name,
    ],
  );
  if (!updated) return null;
  await q.query(
    `insert into ballot_envelope_events (file_name, actor_user_id, actor_name, changes) values ($1, $2, $3, $4::jsonb)`,
    [before.file_name, actor.userId, actor.username, JSON.stringify(changes)],
  );
  return updated.version;
}

/** The envelope's image location, if the actor's area holds the envelope. */
export async function imageLocationOf(q: Queryable, actor: Actor, fileName: string): Promise<string | null> {
  const params: unknown[] = [fileName];
  const scope = scopeCondition(actor, { county: 'county_name', jurisdiction: 'jurisdiction_name' }, params);
  const [row] = await q.query<{ image_location: string }>(
    `select image_location from ballot_envelopes where file_name = $1 and ${scope}`,
    params,
  );
  return row?.image_location ?? null;
}
