import { StatusPage } from './status-page';

export function NotFoundRoute() {
  return (
    <StatusPage
      status={404}
      title="Page Not Found"
      description="The page you are looking for does not exist or has moved."
    />
  );
}
