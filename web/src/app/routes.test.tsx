import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('routes', () => {
  it('renders the home page at /', async () => {
    renderApp('/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Lend to the people you love, on clear terms');
  });

  it.each(['/this-does-not-exist', '/know/not-an-article', '/product/not-a-page'])(
    'shows the not-found page, inside the layout, for %s (not built yet or unknown)',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Page not found | Kinloan'));
    },
  );
});
