import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDelete } from './ConfirmDelete';

describe('ConfirmDelete', () => {
  const renderIt = (onDelete: () => Promise<boolean>) =>
    render(<ConfirmDelete label="Delete this request" question="Delete this request? This can’t be undone." onDelete={onDelete} />);

  it('deletes only after the second, explicit yes', async () => {
    const onDelete = vi.fn(async () => true);
    renderIt(onDelete);
    expect(screen.queryByText(/can’t be undone/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete this request' }));
    expect(screen.getByText('Delete this request? This can’t be undone.')).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });

  it('keeps the question open, and the button usable again, when deleting failed', async () => {
    renderIt(async () => false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete this request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Yes, delete it' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('goes back to the link on "Keep it"', () => {
    const onDelete = vi.fn(async () => true);
    renderIt(onDelete);
    fireEvent.click(screen.getByRole('button', { name: 'Delete this request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Delete this request' })).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
  });
});
