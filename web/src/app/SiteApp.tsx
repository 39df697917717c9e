import { StrictMode, type ReactNode } from 'react';
import { ConfigProvider } from '../config/config-context';
import type { AppConfig } from '../config/validate';
import { Layout } from './Layout';
import { NavigationProvider } from './navigation/links';
import type { SiteNavigation } from './navigation/site-navigation';
import { SitePages } from './SitePages';

export interface SiteAppProps {
  config: AppConfig;
  navigation: SiteNavigation;
  /** Instead of the page for the current path (the prerendered app shell shows a loading state). */
  page?: ReactNode;
}

/** The whole site: the same tree in the browser (hydrating or not), at build time and in tests. */
export function SiteApp({ config, navigation, page }: SiteAppProps) {
  return (
    <StrictMode>
      <ConfigProvider config={config}>
        <NavigationProvider navigation={navigation}>
          <Layout>
            <SitePages>{page}</SitePages>
          </Layout>
        </NavigationProvider>
      </ConfigProvider>
    </StrictMode>
  );
}
