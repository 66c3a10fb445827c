import { describe, expect, it } from 'vitest';
import { routeChunks, type RoutePage } from '../../route-chunks';

const ROOT = '/app';

/** A module graph as the bundler's plugin context shows it: id → its imports. */
function moduleGraph(modules: Record<string, { imports?: string[]; lazy?: string[] }>) {
  const id = (name: string) => `${ROOT}/${name}`;
  return {
    getModuleIds: () => Object.keys(modules).map(id)[Symbol.iterator](),
    getModuleInfo: (moduleId: string) => {
      const module = modules[moduleId.slice(ROOT.length + 1)];
      if (!module) return null;
      return {
        importedIds: (module.imports ?? []).map(id),
        dynamicallyImportedIds: (module.lazy ?? []).map(id),
        isEntry: moduleId === id('index.html'),
      };
    },
  };
}

const PAGE: RoutePage = {
  levels: [
    { name: 'workspace', modules: ['workspace-guard.tsx'] },
    { name: 'board', modules: ['board-guard.tsx'] },
    { name: 'kanban', modules: ['board-route.tsx'] },
  ],
  publicRoutes: 'public-routes.tsx',
};

/** Runs the plugin over `graph`; which of the level chunks takes each module. */
function chunkOf(page: RoutePage, graph: ReturnType<typeof moduleGraph>) {
  const { plugin, groups } = routeChunks(page);
  const configResolved = plugin.configResolved as (config: { root: string }) => void;
  const buildEnd = plugin.buildEnd as (this: typeof graph) => void;
  configResolved({ root: ROOT });
  buildEnd.call(graph);
  return (name: string) => groups.find((group) => group.test(`${ROOT}/${name}`))?.name;
}

describe('route chunks', () => {
  const graph = moduleGraph({
    'index.html': { imports: ['main.tsx'] },
    'main.tsx': { imports: ['api-client.ts', 'public-routes.tsx'] },
    'api-client.ts': {},
    'public-routes.tsx': { lazy: ['login-route.tsx'] },
    'login-route.tsx': { imports: ['use-mutation.ts', 'api-client.ts'] },
    'use-mutation.ts': {},
    'workspace-guard.tsx': { imports: ['workspace-url.ts', 'use-mutation.ts', 'api-client.ts'] },
    'workspace-url.ts': {},
    'board-guard.tsx': { imports: ['workspace-url.ts', 'current-board.ts'] },
    'current-board.ts': {},
    'board-route.tsx': { imports: ['current-board.ts', 'dnd.ts', 'workspace-url.ts'] },
    'dnd.ts': {},
  });
  const chunk = chunkOf(PAGE, graph);

  it('puts each level’s modules in its chunk, a module shared with an outer level in the outer one', () => {
    expect(chunk('workspace-guard.tsx')).toBe('workspace');
    expect(chunk('workspace-url.ts')).toBe('workspace');
    expect(chunk('board-guard.tsx')).toBe('board');
    expect(chunk('current-board.ts')).toBe('board');
    expect(chunk('board-route.tsx')).toBe('kanban');
    expect(chunk('dnd.ts')).toBe('kanban');
  });

  it('leaves out what the entry loads and what a public page uses', () => {
    expect(chunk('api-client.ts')).toBeUndefined();
    expect(chunk('use-mutation.ts')).toBeUndefined();
    expect(chunk('login-route.tsx')).toBeUndefined();
  });

  it('refuses a route module the build does not have', () => {
    const renamed = { ...PAGE, levels: [{ name: 'board', modules: ['board-guard-old.tsx'] }] };
    expect(() => chunkOf(renamed, graph)).toThrow(/board-guard-old\.tsx is not in the build/);
  });
});
