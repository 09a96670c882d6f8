import { Suspense, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { SessionWatch } from '../session-watch';
import { DisclaimerBanner } from './disclaimer-banner';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** The shared chrome of every page but the legal ones: banner, header, sidebar, footer. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <SessionWatch />
      <DisclaimerBanner />
      <Header onMenu={() => setMenuOpen(true)} />
      <div className="d-flex flex-grow-1">
        {/* Inline at 1200 px and wider (Bootstrap xl, the spec's "small screen" limit); a drawer below. */}
        <Offcanvas show={menuOpen} onHide={close} responsive="xl" className="app-sidebar" aria-label="Menu">
          <Offcanvas.Header closeButton>
            <Offcanvas.Title>Menu</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="p-0 d-block">
            <Sidebar onNavigate={close} />
          </Offcanvas.Body>
        </Offcanvas>
        <main className="app-main flex-grow-1 p-3 p-sm-4" id="main">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
    </div>
  );
}
