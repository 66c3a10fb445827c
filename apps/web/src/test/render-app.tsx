import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { bootstrapSession } from '../features/auth/bootstrap-session';
import { resetThemeStore } from '../features/theme/theme-store';
import { createQueryClient } from '../lib/query-client';
import { resetSessionStore } from '../lib/session-store';

/**
 * Renders the whole app (real routes, guards, providers, StrictMode) at `path`, after the test
 * seeded local storage and stubbed fetch. Returns the router to read the current location.
 */
export function renderApp(path: string) {
  resetSessionStore();
  resetThemeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  void bootstrapSession();
  const view = render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}
