import { voterStatusLabel } from '@voterroll/contract/labels';
import Badge from 'react-bootstrap/Badge';

/** Spec 3 section 4.1: A Active green, V Verify yellow, CH Challenged red, I Inactive grey, any other blue. */
const LOOK: Record<string, { bg: string; text?: 'dark' }> = {
  A: { bg: 'success' },
  V: { bg: 'warning', text: 'dark' },
  CH: { bg: 'danger' },
  I: { bg: 'secondary' },
};

/** The voter file's status in words ("Active"), coloured by its code. */
export function VoterStatusBadge({ code }: { code: string }) {
  const look = LOOK[code] ?? { bg: 'primary' };
  const label = voterStatusLabel(code);
  return (
    <Badge
      bg={look.bg}
      text={look.text}
      title={`Voter status: ${label}`}
      className="ms-1"
      data-voter-status={code}
    >
      {label}
    </Badge>
  );
}
