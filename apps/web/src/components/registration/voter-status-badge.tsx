import Badge from 'react-bootstrap/Badge';

/** Spec 1 section 4: A Active green, V Verify yellow, CH Challenged red, I Inactive grey, any other blue. */
const STATUS: Record<string, { label: string; bg: string; text?: 'dark' }> = {
  A: { label: 'Active', bg: 'success' },
  V: { label: 'Verify', bg: 'warning', text: 'dark' },
  CH: { label: 'Challenged', bg: 'danger' },
  I: { label: 'Inactive', bg: 'secondary' },
};

export function VoterStatusBadge({ code }: { code: string }) {
  const status = STATUS[code] ?? { label: code === '' ? 'Unknown' : code, bg: 'primary' };
  return (
    <Badge bg={status.bg} text={status.text} title={`Voter status: ${status.label}`} className="ms-1">
      {code === '' ? '?' : code}
      <span className="visually-hidden"> ({status.label})</span>
    </Badge>
  );
}
