import { SUCCESS_MESSAGES } from '@kinloan/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, installSession, MAYA, resetSession, scriptedFetch, signInAs } from '../../session/test-support';
import { useNotificationStore } from '../../stores/notification-store';
import { renderAccountApp as renderApp } from '../../session/render-account-app';
import { PASSWORD_CHANGED, PASSWORDS_DIFFER, WRONG_CURRENT_PASSWORD } from './ChangePasswordPage';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('password pages', () => {
  beforeEach(() => {
    resetSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    resetSession();
    vi.restoreAllMocks();
  });

  describe('/forgotpass', () => {
    it('sends the reset email and says so in green, in the spec’s words', async () => {
      const { fetch, calls } = scriptedFetch({ 'POST /v1/passwordReset': { status: 202, body: { sent: true } } });
      installSession({ fetch });
      renderApp('/forgotpass');
      await screen.findByRole('heading', { name: 'Reset your password' });
      fill('Email', ' Maya.Okafor@Example.com ');
      fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
      await waitFor(() =>
        expect(useNotificationStore.getState()).toMatchObject({ show: true, isError: false, message: 'Password reset email sent. Please check your email.' }),
      );
      expect(SUCCESS_MESSAGES.passwordResetEmailSent).toBe('Password reset email sent. Please check your email.');
      expect(calls[0]?.body).toEqual({ email: 'maya.okafor@example.com' });
      expect(calls[0]?.headers.Authorization).toBeUndefined();
      expect(screen.getByText('maya.okafor@example.com')).toBeTruthy();
    });

    it('asks for a valid email first', async () => {
      const { fetch, calls } = scriptedFetch({});
      installSession({ fetch });
      renderApp('/forgotpass');
      await screen.findByRole('heading', { name: 'Reset your password' });
      fill('Email', 'maya');
      fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByText('Email must be a valid email address, like name@example.com.')).toBeTruthy();
      expect(calls).toHaveLength(0);
    });
  });

  describe('/changepass', () => {
    async function open(routes: Parameters<typeof scriptedFetch>[0] = {}) {
      const scripted = scriptedFetch(routes);
      installSession({ fetch: scripted.fetch });
      signInAs(MAYA);
      renderApp('/changepass');
      await screen.findByRole('heading', { name: 'Change your password' });
      return scripted.calls;
    }

    it('shows the password rule and checks both new passwords match', async () => {
      const calls = await open();
      expect(screen.getByText('Password must be at least 8 characters long and include at least one letter and one number.')).toBeTruthy();
      fill('Current password', 'kinloan-demo-1');
      fill('New password', 'new-password-2');
      fill('New password again', 'new-password-3');
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText(PASSWORDS_DIFFER)).toBeTruthy();
      expect(calls).toHaveLength(0);
    });

    it('refuses a new password equal to the current one', async () => {
      await open();
      fill('Current password', 'kinloan-demo-1');
      fill('New password', 'kinloan-demo-1');
      fill('New password again', 'kinloan-demo-1');
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText('New password must be different from the current one.')).toBeTruthy();
    });

    it('changes the password and says so', async () => {
      const calls = await open({ 'POST /v1/customers/me/password': { status: 204 } });
      fill('Current password', 'kinloan-demo-1');
      fill('New password', 'new-password-2');
      fill('New password again', 'new-password-2');
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      await waitFor(() => expect(useNotificationStore.getState()).toMatchObject({ isError: false, message: PASSWORD_CHANGED }));
      expect(calls[0]?.body).toEqual({ currentPassword: 'kinloan-demo-1', newPassword: 'new-password-2' });
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    });

    it('marks the current password when the API says it is wrong', async () => {
      await open({ 'POST /v1/customers/me/password': { status: 401, body: errorBody(401, 'unauthenticated') } });
      fill('Current password', 'not-it');
      fill('New password', 'new-password-2');
      fill('New password again', 'new-password-2');
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText(WRONG_CURRENT_PASSWORD)).toBeTruthy();
    });
  });
});
