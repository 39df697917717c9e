import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAYA, resetSession, signInAs } from '../../session/test-support';
import { renderAccountApp as renderApp } from '../../session/render-account-app';

describe('/dashboard', () => {
  beforeEach(() => resetSession());
  afterEach(() => resetSession());

  it('greets the person and links to what they can do, without made-up loans', async () => {
    signInAs(MAYA);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Maya' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    const links = main.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Borrow Money', '/loan-terms?requestType=borrow'],
      ['Lend Money', '/loan-terms?requestType=lend'],
      ['Request A Gift', '/gift-terms'],
      ['My Profile', '/profile/1'],
    ]);
    expect(main.getByRole('region', { name: 'Your loans and gifts' }).textContent).toContain('will appear here');
    await waitFor(() => expect(document.title).toBe('My dashboard | Kinloan'));
  });
});
