import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigErrorScreen } from './ConfigErrorScreen';

describe('ConfigErrorScreen', () => {
  it('names each missing or invalid setting', () => {
    render(
      <ConfigErrorScreen
        mode="staging"
        problems={[
          { key: 'VITE_RECAPTCHA_SITE_KEY', message: 'is missing' },
          { key: 'VITE_APP_BASE_URL', message: 'must use https:// outside development' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/configuration is incomplete/);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'VITE_RECAPTCHA_SITE_KEY is missing',
      'VITE_APP_BASE_URL must use https:// outside development',
    ]);
    expect(screen.getByText('web/.env.staging')).toBeTruthy();
  });
});
