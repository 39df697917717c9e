import { describe, expect, it } from 'vitest';
import { nextFromSearch, safeNextPath, withNext } from './next-path';

describe('next path', () => {
  it.each([
    ['/profile/1', '/profile/1'],
    ['/loan-terms?requestType=borrow', '/loan-terms?requestType=borrow'],
    ['/x/../dashboard#top', '/dashboard#top'],
  ])('keeps a same-site path: %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    '/ok\nLocation: x',
  ])('refuses anything that could leave the site: %s', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('reads next from a query string, defaulting to the dashboard', () => {
    expect(nextFromSearch('?next=%2Fprofile%2F1')).toBe('/profile/1');
    expect(nextFromSearch('?next=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(nextFromSearch('')).toBe('/dashboard');
  });

  it('adds next to a path', () => {
    expect(withNext('/signin', '/profile/1?x=1')).toBe('/signin?next=%2Fprofile%2F1%3Fx%3D1');
    expect(withNext('/signin', null)).toBe('/signin');
    expect(withNext('/signin', '//evil.example')).toBe('/signin');
  });
});
