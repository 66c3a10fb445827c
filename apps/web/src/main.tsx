import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { keepBoardPageCopies } from './app/board-page-copies';
import { routes } from './app/routes';
import { bootstrapSession } from './features/auth/bootstrap-session';
import { createQueryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void bootstrapSession();
const queryClient = createQueryClient();
keepBoardPageCopies(queryClient, window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App router={createBrowserRouter(routes)} queryClient={queryClient} />
  </StrictMode>,
);
