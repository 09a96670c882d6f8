import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { longDate } from '../../lib/format';
import { useCurrentSnapshot } from '../../lib/use-current-snapshot';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';

export function Header({ onMenu }: { onMenu: () => void }) {
  const snapshot = useCurrentSnapshot();
  return (
    <header className="app-header d-flex align-items-center gap-2 px-2 px-sm-3 py-2 border-bottom">
      <Button
        variant="outline-secondary"
        size="sm"
        className="d-xl-none"
        onClick={onMenu}
        aria-label="Open the menu"
      >
        <span aria-hidden="true">☰</span>
      </Button>
      <Link to="/" className="app-brand d-flex align-items-center gap-2 text-decoration-none text-body">
        <Logo />
        <span className="fw-semibold d-none d-sm-inline">Michigan Voter Roll Integrity</span>
      </Link>
      <div className="ms-auto d-flex align-items-center gap-2">
        <Badge
          bg="primary"
          className="date-badge"
          title="Date of the current voter file"
          data-testid="date-badge"
        >
          {snapshot ? longDate(snapshot) : '…'}
        </Badge>
        <ThemeToggle />
        <ProfileMenu />
      </div>
    </header>
  );
}

function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-label="Home" role="img">
      <rect x="3" y="9" width="26" height="20" rx="3" fill="var(--bs-primary)" />
      <rect x="9" y="3" width="14" height="12" rx="1" fill="var(--bs-body-bg)" stroke="var(--bs-primary)" />
      <path d="M12 9l3 3 5-6" stroke="var(--bs-success)" strokeWidth="2.5" fill="none" />
      <rect x="7" y="17" width="18" height="3" rx="1.5" fill="var(--bs-body-bg)" />
    </svg>
  );
}
