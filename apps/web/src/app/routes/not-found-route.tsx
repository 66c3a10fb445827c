import { StatusPage } from './status-page';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <StatusPage
      status={404}
      title="Page Not Found"
      description="The page you are looking for does not exist or has moved."
    />
  );
}
