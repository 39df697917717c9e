import { useLocation } from 'react-router-dom';
import { DEFAULT_AFTER_SIGN_IN, requestedNextFromSearch } from './next-path';

/**
 * For the pages around signing in: `requested` is the safe `next` the link carried (passed on
 * to the next such page), `next` is where to go once done.
 */
export function useNextPath(): { requested: string | null; next: string } {
  const requested = requestedNextFromSearch(useLocation().search);
  return { requested, next: requested ?? DEFAULT_AFTER_SIGN_IN };
}
