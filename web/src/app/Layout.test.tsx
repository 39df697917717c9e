import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_OUT, useSessionStore } from '../session/session-store';
import { MAYA, signInAs } from '../session/test-support';
import { useNotificationStore } from '../stores/notification-store';
import { renderApp } from '../test/render-app';
import { SITE_TITLE } from './use-page-title';

describe('Layout', () => {
  afterEach(() => {
    act(() => useNotificationStore.getState().dismiss());
  });

  it('renders header, main navigation, main content and footer landmarks', () => {
    renderApp('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeTruthy();
  });

  it('shows visitors the menus, FAQs, Sign up and Sign in', () => {
    renderApp('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('button', { name: 'What do we provide?' })).toBeTruthy();
    expect(nav.getByRole('button', { name: 'Resources' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/faq');
    expect(nav.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(nav.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
  });

  it('opens a menu with its button and lists its links', () => {
    renderApp('/');
    const button = screen.getByRole('button', { name: 'What do we provide?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Loan Management Services' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Loan Management Services' }).getAttribute('href')).toBe('/product');
    expect(screen.getByRole('link', { name: 'Mortgage Gift Letter Creation' }).getAttribute('href')).toBe(
      '/product-gift',
    );
  });

  it('shows one menu at a time', () => {
    renderApp('/');
    const provide = screen.getByRole('button', { name: 'What do we provide?' });
    const resources = screen.getByRole('button', { name: 'Resources' });
    fireEvent.click(provide);
    fireEvent.click(resources);
    expect(provide.getAttribute('aria-expanded')).toBe('false');
    expect(resources.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'How we amortize' }).getAttribute('href')).toBe(
      '/know/loan-amortization-calculator-interest-principal-schedule',
    );
  });

  it('closes a menu on Escape and returns focus to its button', () => {
    renderApp('/');
    const button = screen.getByRole('button', { name: 'Resources' });
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Taxes on interest' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes a menu on a click outside it', () => {
    renderApp('/');
    const button = screen.getByRole('button', { name: 'Resources' });
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('in the phone menu, tapping the next menu’s button opens that menu: nothing collapses under the finger first (issue 18)', () => {
    renderApp('/');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const provide = screen.getByRole('button', { name: 'What do we provide?' });
    const resources = screen.getByRole('button', { name: 'Resources' });
    fireEvent.click(provide);
    // A tap is pointerdown (focus moves to the button pressed), then click where the finger lifts.
    // Closing the open menu at pointerdown or on that blur collapsed it and moved Resources up, so
    // the click missed it and both ended closed.
    fireEvent.pointerDown(resources);
    fireEvent.focusOut(provide, { relatedTarget: resources });
    expect(provide.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(resources);
    expect(provide.getAttribute('aria-expanded')).toBe('false');
    expect(resources.getAttribute('aria-expanded')).toBe('true');
  });

  it('still closes an open menu when the keyboard moves focus out of it', () => {
    renderApp('/');
    const provide = screen.getByRole('button', { name: 'What do we provide?' });
    fireEvent.click(provide);
    fireEvent.focusOut(provide, { relatedTarget: screen.getByRole('button', { name: 'Resources' }) });
    expect(provide.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes an open menu on a click elsewhere in the header', () => {
    renderApp('/');
    const button = screen.getByRole('button', { name: 'Resources' });
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('banner'));
    fireEvent.click(screen.getByRole('banner'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu after following one of its links', async () => {
    renderApp('/');
    const button = screen.getByRole('button', { name: 'Resources' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Charging interest' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByRole('heading', { level: 1, name: /charge interest/i })).toBeTruthy();
  });

  it('has a collapsible menu button for narrow screens', () => {
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.getAttribute('data-open')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('has the footer call to action, links, support contact, disclaimer and copyright', () => {
    renderApp('/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/get-started');
    const footerNav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footerNav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Our Services', '/product'],
      ['FAQs', '/faq'],
      ['Policies', '/policies'],
      ['About', '/about'],
      ['Learn', '/know'],
    ]);
    expect(footer.getByRole('link', { name: 'support@kinloan.com' }).getAttribute('href')).toBe(
      'mailto:support@kinloan.com',
    );
    expect(footer.getByText(/not a law firm, a tax adviser or a lawyer service/)).toBeTruthy();
    expect(footer.getByText(`© 2019–${new Date().getFullYear()} Kinloan, Inc. All rights reserved.`)).toBeTruthy();
  });

  describe('the “Put your family loan in writing” call to action: visitors on public pages only', () => {
    afterEach(() => act(() => useSessionStore.setState({ ...SIGNED_OUT, ready: true })));
    const cta = () => within(screen.getByRole('contentinfo')).queryByRole('heading', { name: 'Put your family loan in writing' });

    it('shows for a visitor on a public page, and while a kept session is still being restored', () => {
      act(() => useSessionStore.setState({ ...SIGNED_OUT, ready: true }));
      renderApp('/know');
      expect(cta()).toBeTruthy();
      cleanup();
      act(() => useSessionStore.setState({ ...SIGNED_OUT, ready: false }));
      renderApp('/about');
      expect(cta()).toBeTruthy();
    });

    it('not on Get started itself, nor on sign-up or sign-in', () => {
      act(() => useSessionStore.setState({ ...SIGNED_OUT, ready: true }));
      for (const path of ['/get-started', '/signup', '/signin']) {
        renderApp(path);
        expect(cta(), path).toBeNull();
        cleanup();
      }
    });

    it('not for someone signed in, on public pages or the dashboard', () => {
      signInAs(MAYA);
      for (const path of ['/', '/know', '/dashboard']) {
        renderApp(path);
        expect(cta(), path).toBeNull();
        cleanup();
      }
    });
  });

  it('shows notifications from anywhere in the app', () => {
    renderApp('/');
    act(() => useNotificationStore.getState().notifySuccess('Successfully updated your profile.'));
    expect(screen.getByRole('status').textContent).toContain('Successfully updated your profile.');
  });

  it('home page sets the site title and explains how it works in 4 steps', async () => {
    renderApp('/');
    const how = await screen.findByRole('region', { name: 'How it works' });
    await waitFor(() => expect(document.title).toBe(SITE_TITLE));
    expect(within(how).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Read our guides' }).getAttribute('href')).toBe('/know');
  });
});
