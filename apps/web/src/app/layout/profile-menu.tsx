import { SIGNED_OUT_MESSAGE } from '@voterroll/contract/policies';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useNavigate } from 'react-router';
import { PersonIcon } from '../../components/icons';
import { homePathFor } from '../../lib/home-path';
import { signOut } from '../../lib/session';
import { useStoredUser } from '../../lib/stored-user';

/**
 * Spec 1 "Profile menu": Login / Sign Up when anonymous; welcome, dashboard, profile, logout when
 * logged in. The home link is the role's home (issue 26): one label, My Home, whether it opens
 * the dashboard or, for roles without one, the page login lands on (issue 37: one name).
 */
export function ProfileMenu() {
  const user = useStoredUser();
  const navigate = useNavigate();
  const home = homePathFor(user?.roles ?? []);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        id="profile-menu"
        aria-label={`${user ? user.username : 'Account'}: profile menu`}
      >
        <PersonIcon />
        <span className="d-none d-sm-inline ms-1">{user ? user.username : 'Account'}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {user ? (
          <>
            <Dropdown.Header>Welcome {user.username}</Dropdown.Header>
            <Dropdown.Item as={Link} to={home}>
              My Home
            </Dropdown.Item>
            <Dropdown.Item as={Link} to="/profile">
              My Profile
            </Dropdown.Item>
            <Dropdown.Divider />
            <Dropdown.Item
              as="button"
              onClick={() => {
                void signOut().then(() => navigate('/login', { state: { notice: SIGNED_OUT_MESSAGE } }));
              }}
            >
              Logout
            </Dropdown.Item>
          </>
        ) : (
          <>
            <Dropdown.Item as={Link} to="/login">
              Login
            </Dropdown.Item>
            <Dropdown.Item as={Link} to="/signup">
              Sign Up
            </Dropdown.Item>
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
