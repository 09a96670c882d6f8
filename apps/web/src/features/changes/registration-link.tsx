import { Link } from 'react-router';
import { registrationPath } from '../../components/registration/registration-columns';

/**
 * A registration named in a list, opening its page (`/registration/{id}`, shareable; Back returns
 * to the list, whose filters are in its URL); at least 44 px to tap on a phone.
 */
export function RegistrationLink(p: { voterId: number | string; children: React.ReactNode }) {
  return (
    <Link to={registrationPath(p.voterId)} className="tap-target" data-testid="registration-link">
      {p.children}
    </Link>
  );
}
