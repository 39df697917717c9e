import type { ReactNode } from 'react';
import { NotificationBar } from '../components/NotificationBar';
import { SessionSync } from '../session/SessionSync';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header, notification bar, the page, footer: the same frame on public and app pages. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SessionSync />
      <NotificationBar />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
