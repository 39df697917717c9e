import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_AUTO_HIDE_MS, useNotificationStore } from '../stores/notification-store';
import { NotificationBar } from './NotificationBar';

const store = () => useNotificationStore.getState();

describe('NotificationBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    act(() => store().dismiss());
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders nothing until there is a notification', () => {
    const { container } = render(<NotificationBar />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a success message, green, politely announced', () => {
    render(<NotificationBar />);
    act(() => store().notifySuccess('Password reset email sent. Please check your email.'));
    const bar = screen.getByRole('status');
    expect(bar.textContent).toContain('Password reset email sent. Please check your email.');
    expect(bar.classList.contains('notification-bar--success')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error message, red, as an alert', () => {
    render(<NotificationBar />);
    act(() => store().notifyError('Oops, something went wrong.', new Error('boom')));
    const bar = screen.getByRole('alert');
    expect(bar.textContent).toContain('Oops, something went wrong.');
    expect(bar.classList.contains('notification-bar--error')).toBe(true);
  });

  it('hides after 3000 ms', () => {
    render(<NotificationBar />);
    act(() => store().notifySuccess('Saved.'));
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS - 1));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with its close button', () => {
    render(<NotificationBar />);
    act(() => store().notifyError('Oops, something went wrong.'));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not hide while the pointer is over it', () => {
    render(<NotificationBar />);
    act(() => store().notifyError('Oops, something went wrong.'));
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS * 3));
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
