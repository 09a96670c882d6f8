import { can } from '@voterroll/contract/policies';
import { useState } from 'react';
import Collapse from 'react-bootstrap/Collapse';
import Nav from 'react-bootstrap/Nav';
import { Link, NavLink, useLocation } from 'react-router';
import { useStoredUser } from '../../lib/stored-user';
import { isSubmenu, type NavLinkItem, type NavSubmenu, navigation } from './navigation';

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const user = useStoredUser();
  const visible = (item: NavLinkItem) =>
    !item.permission || (user !== null && can(user.roles ?? [], item.permission));
  const shown = (item: NavLinkItem | NavSubmenu) =>
    isSubmenu(item) ? item.items.some(visible) : visible(item);
  return (
    <nav aria-label="Main" className="app-sidebar-nav py-2">
      {navigation
        .filter((group) => group.items.some(shown))
        .map((group) => (
          <section key={group.label} className="mb-2">
            <h2 className="sidebar-heading text-uppercase text-body-secondary px-3 mb-1">{group.label}</h2>
            <Nav className="flex-column">
              {group.items.map((item) =>
                isSubmenu(item)
                  ? shown(item) && (
                      <Submenu key={item.label} menu={item} visible={visible} onNavigate={onNavigate} />
                    )
                  : visible(item) && <Item key={item.to} item={item} onNavigate={onNavigate} />,
              )}
            </Nav>
          </section>
        ))}
      {/* Spec 1 hid this block behind a flag while /subscribe was a placeholder; it now takes alerts. */}
      <section className="mx-3 my-3 p-3 rounded border subscribe-block">
        <h2 className="h6">Alerts &amp; Newsletters</h2>
        <p className="small mb-2">Get an alert when a new voter file shows unusual changes in your area.</p>
        <Link to="/subscribe" className="btn btn-sm btn-primary" onClick={onNavigate}>
          Subscribe
        </Link>
      </section>
    </nav>
  );
}

function Item({ item, onNavigate, nested }: { item: NavLinkItem; onNavigate: () => void; nested?: boolean }) {
  return (
    <Nav.Link
      as={NavLink}
      to={item.to}
      end
      onClick={onNavigate}
      className={nested ? 'ps-5 py-1' : 'ps-3 py-1'}
    >
      {item.label}
    </Nav.Link>
  );
}

function Submenu({
  menu,
  visible,
  onNavigate,
}: {
  menu: NavSubmenu;
  visible: (item: NavLinkItem) => boolean;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(
    () => menu.items.some((i) => i.to === pathname) || menu.label !== 'Elections',
  );
  const id = `submenu-${menu.label.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <>
      <button
        type="button"
        className="btn btn-link text-start text-decoration-none text-body ps-3 py-1 sidebar-submenu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {menu.label} <span aria-hidden="true">{open ? '▾' : '▸'}</span>
      </button>
      <Collapse in={open}>
        <div id={id}>
          {menu.items.filter(visible).map((item) => (
            <Item key={item.to} item={item} onNavigate={onNavigate} nested />
          ))}
        </div>
      </Collapse>
    </>
  );
}
