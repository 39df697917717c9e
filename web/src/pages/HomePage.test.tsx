import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('HomePage', () => {
  it('shows a worked schedule example computed by the domain (60,000 at 5% over 60 months)', () => {
    renderApp('/');
    const example = screen.getByRole('figure', { name: /Example schedule/ });
    expect(example.textContent).toContain('$1,132.27');
    const firstRow = within(example).getAllByRole('row')[1];
    expect(firstRow?.textContent).toBe('1$250.00$882.27$59,117.73');
  });

  it('points to the canonical address of the home page', () => {
    renderApp('/');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:5173/');
  });
});
