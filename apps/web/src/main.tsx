import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createPath } from 'react-router';
import { App } from './app/app';
import { keepBoardPageCopies } from './app/board-page-copies';
import { reloadOnNewVersion } from './app/reload-on-new-version';
import { routes } from './app/routes';
import { bootstrapSession } from './features/auth/bootstrap-session';
import { createQueryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void bootstrapSession();
const queryClient = createQueryClient();
keepBoardPageCopies(queryClient, window.location.pathname);
const router = createBrowserRouter(routes);
reloadOnNewVersion(window, () => {
  const opening = router.state.navigation.location;
  return opening ? createPath(opening) : undefined;
});

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
