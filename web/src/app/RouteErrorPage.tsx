import { useRouteError } from 'react-router-dom';
import PageError from './PageError';

/** react-router's errorElement for the app pages: the same message as on the public pages. */
export function RouteErrorPage() {
  return <PageError error={useRouteError()} />;
}
