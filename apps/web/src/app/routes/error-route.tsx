import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorLayoutFrame } from '../layouts/error-layout';
import { StatusPage } from './status-page';
import { usePageTitle } from '../../lib/use-page-title';

/** The router's errorElement: 404 for a not-found response, otherwise a 500-style page. */
export function ErrorRoute() {
  usePageTitle('Error');
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);

  return (
    <ErrorLayoutFrame>
      {status === 404 ? (
        <StatusPage
          status={404}
          title="Page Not Found"
          description="The page you are looking for does not exist or has moved."
        />
      ) : (
        <StatusPage
          status={status}
          title="Internal Server Error"
          description="Something went wrong on our side. Try again in a moment."
        />
      )}
    </ErrorLayoutFrame>
  );
}
