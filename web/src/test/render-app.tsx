import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { createSiteNavigation } from '../app/navigation/site-navigation';
import { appRoutes } from '../app/routes';
import { SiteApp } from '../app/SiteApp';
import { testConfig } from './test-config';

/**
 * Renders the whole site (layout, public pages, app pages) at `path`, with the development
 * config. A memory router holds the history from the start, as react-router does in the
 * browser once an app page has been opened; `router.state.location` is where the site is.
 */
export function renderApp(path = '/') {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const navigation = createSiteNavigation({ router });
  const utils = render(<SiteApp config={testConfig()} navigation={navigation} />);
  return { ...utils, router, navigation };
}
