import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createSiteNavigation } from './app/navigation/site-navigation';
import { SiteApp } from './app/SiteApp';
import { AppRoutes } from './app/SitePages';
import { CONFIG_RESULT } from 'virtual:kinloan/config';
import { preloadPublicPage, publicPageAt } from './pages/public/public-pages';

/**
 * Public pages arrive prerendered (src/prerender/): their code is fetched first, then React
 * adopts the HTML as it is (hydrateRoot). Everything else — the app pages on the app shell,
 * not-found, the dev server's empty page — is rendered here (createRoot). Loaded by main.tsx.
 */
export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const result = CONFIG_RESULT;
  if (!result.ok) {
    // Only the dev server can get here: a build with an incomplete configuration fails.
    const [{ ConfigErrorScreen }, { formatConfigProblems }] = await Promise.all([
      import('./config/ConfigErrorScreen'),
      import('./config/validate'),
    ]);
    console.error(
      `[kinloan] configuration for mode "${import.meta.env.MODE}" is incomplete or invalid:\n` +
        formatConfigProblems(result.problems),
    );
    createRoot(container).render(<ConfigErrorScreen mode={import.meta.env.MODE} problems={result.problems} />);
    return;
  }

  const navigation = createSiteNavigation({ window, flushSync });
  const app = <SiteApp config={result.config} navigation={navigation} />;
  const page = publicPageAt(window.location.pathname);
  const prerenderedPath = document.documentElement.dataset.prerendered;

  if (page && prerenderedPath === page.path) {
    // A chunk that fails to load is not fatal here: the page's own boundary offers Retry.
    await preloadPublicPage(page, window.location.pathname).catch(() => undefined);
    hydrateRoot(container, app);
    return;
  }
  // Not-found and the app pages need react-router; fetch it before replacing the static markup.
  if (!page) await AppRoutes.preload().catch(() => undefined);
  createRoot(container).render(app);
}

