import type { RoutePage } from './route-chunks';

/**
 * The board page (/{workspace}/projects/{board}, the kanban view) for the build's route chunks
 * (route-chunks.ts): its lazy route modules level by level as src/app/workspace-routes.tsx nests
 * them (the workspace area, the board's guard and views' header, the kanban view).
 */
export const BOARD_PAGE: RoutePage = {
  levels: [
    {
      name: 'workspace',
      modules: ['src/app/workspace-guard.tsx', 'src/app/layouts/workspace-layout.tsx'],
    },
    {
      name: 'board',
      modules: ['src/app/board-guard.tsx', 'src/app/routes/board-views-layout.tsx'],
    },
    { name: 'kanban', modules: ['src/app/routes/board-route.tsx'] },
  ],
  publicRoutes: 'src/app/public-routes.tsx',
};
