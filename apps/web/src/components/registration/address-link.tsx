import { VoterStatusBadge } from './voter-status-badge';

/**
 * A registration's address opening the address audit in a new tab, with the query parameters of
 * spec 3 section 2.2 (full_address_hash, address_hash); plain text without hashes.
 */
export function AddressLink(r: {
  full_street_address: string | null;
  full_address_hash: string | null;
  address_hash: string | null;
}) {
  if (!r.full_address_hash || !r.address_hash) return <>{r.full_street_address ?? ''}</>;
  return (
    <a
      href={`/audit-my-address?full_address_hash=${encodeURIComponent(r.full_address_hash)}&address_hash=${encodeURIComponent(r.address_hash)}`}
      target="_blank"
      rel="noreferrer"
    >
      {r.full_street_address}
    </a>
  );
}

/** A voter id with its voter-status badge (none when the current voter file does not hold it). */
export function VoterIdWithStatus(r: {
  voter_identification_number: number | string;
  voter_status_type_code: string | null;
  /** The id in a fixed-width face (the public address and name-search tables). */
  mono?: boolean;
}) {
  // The id never breaks; the badge goes under it when the column is narrow (a wide table at
  // 1280 px, e.g. the patriot's Flagged list beside the sidebar, fits its box that way).
  return (
    <span>
      <span className={r.mono ? 'font-monospace text-nowrap' : 'text-nowrap'}>
        {r.voter_identification_number}
      </span>
      {r.voter_status_type_code !== null && <VoterStatusBadge code={r.voter_status_type_code} />}
    </span>
  );
}
