import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../config';
import { MAYA, resetSession, signInAs } from '../../session/test-support';
import { useGiftStore } from '../../stores/gift-store';
import { testConfig } from '../../test/test-config';
import { GiftsDashboardSection } from './GiftsDashboardSection';
import { installGiftCallables } from './render-gift-app';
import { giftResponse } from './test-fixtures';
import { setGiftCallableForTests } from './use-gifts-api';

function renderSection() {
  const router = createMemoryRouter([{ path: '*', element: <GiftsDashboardSection /> }], { initialEntries: ['/dashboard'] });
  return render(
    <ConfigProvider config={testConfig()}>
      <RouterProvider router={router} />
    </ConfigProvider>,
  );
}

describe('the dashboard’s gift letters', () => {
  beforeEach(() => {
    resetSession();
    useGiftStore.getState().clearAll();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    resetSession();
    setGiftCallableForTests(null);
    vi.restoreAllMocks();
  });

  it('lists each letter with the next action from the same table as the pages, what needs me first', async () => {
    installGiftCallables({
      list: {
        result: {
          gifts: [
            giftResponse({ id: 'waiting', status: 'sent', inviteeName: { firstName: 'Grace', lastName: 'Okafor' }, updatedAt: '2026-02-01T00:00:00Z' }),
            giftResponse({ id: 'mine', status: 'sent', yourRole: 'invitee', yourParty: 'donor', donorRequestDetails: {}, recipientDetails: { firstName: 'Ada', middleName: '', lastName: 'Obi', address: null, source: 'profile' }, updatedAt: '2026-01-01T00:00:00Z' }),
          ],
        },
      },
    });
    signInAs(MAYA);
    renderSection();

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual(['/mine/gift-review', '/waiting/gift-request-sent']);
    expect(within(items[0]!).getByText('Waiting for your signature')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: /Review and sign/ })).toBeTruthy();
    expect(within(items[1]!).getByText('Sent to Grace Okafor, waiting for their signature')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your gift letters (2)' })).toBeTruthy();
  });

  it('invites someone with no letters yet to start one', async () => {
    installGiftCallables({ list: { result: { gifts: [] } } });
    signInAs(MAYA);
    renderSection();
    expect((await screen.findByRole('link', { name: 'Start a gift letter' })).getAttribute('href')).toBe('/gift-terms');
  });
});
