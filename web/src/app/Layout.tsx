import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NotificationBar } from '../components/NotificationBar';
import { SessionSync } from '../session/SessionSync';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function Layout() {
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SessionSync />
      <NotificationBar />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
