/** Where to go after signing in when nothing asked for a particular page. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

const ORIGIN = 'https://kinloan.invalid';

/**
 * The `next` query parameter, if it is a path on this site: "/profile/1?tab=x#y". Anything
 * else (other sites, "//evil.example", "javascript:", back-slash tricks) gives null, so a
 * link can never send someone off-site after they sign in.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` a location's search string asked for, if it is safe; null when none was. */
export function requestedNextFromSearch(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get('next'));
}

/** The page to return to, read from a location's search string. */
export function nextFromSearch(search: string, fallback = DEFAULT_AFTER_SIGN_IN): string {
  return requestedNextFromSearch(search) ?? fallback;
}

/** "/signin?next=%2Fprofile%2F1". */
export function withNext(path: string, next: string | null): string {
  const safe = safeNextPath(next);
  if (!safe) return path;
  return `${path}?${new URLSearchParams({ next: safe }).toString()}`;
}
