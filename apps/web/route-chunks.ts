import path from 'node:path';
import type { Plugin } from 'vite';

/** One level of nested routes: the lazy route modules one URL matches at that depth. */
export interface RouteLevel {
  /** The chunk's name. */
  name: string;
  /** Sources, relative to the web app's root (`src/app/board-guard.tsx`). */
  modules: string[];
}

export interface RoutePage {
  /** The page's routes from the outermost level in: each level becomes one chunk. */
  levels: RouteLevel[];
  /** The module whose lazy routes are the pages of visitors without a session. */
  publicRoutes: string;
}

interface CodeSplittingGroup {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
}

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    isEntry: boolean;
  } | null;
}

/**
 * One chunk per level of a deep page's route tree (the workspace area, then the board, then the
 * kanban view), instead of the dozens of few-hundred-byte chunks automatic splitting makes from
 * the ways the lazy routes share modules: over HTTP/1.1's six connections each one costs a round
 * trip before the page can render.
 *
 * A level's chunk holds the modules its route modules import statically, less those of the levels
 * above, of the entry (which every page loads already) and of every public page (sign-in must
 * not load the workspace's code). Signed-in pages that share a module with a level load its
 * whole chunk: they are the pages a person moves between, and the next one's code is then cached.
 *
 * The levels' chunks do not take their dependencies along (`includeDependenciesRecursively`):
 * those outside the levels stay where they were, and by construction none of them imports a
 * level's module, so no cycle arises between chunks.
 */
export function routeChunks(page: RoutePage): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const members = page.levels.map(() => new Set<string>());
  let root = '';
  const plugin: Plugin = {
    name: 'teamboard:route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      assignLevels(this, root, page, members);
    },
  };
  const groups = page.levels.map((level, index) => ({
    name: level.name,
    test: (id: string) => members[index]?.has(id) ?? false,
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}

/** Fills each level's set with the modules its chunk takes (see routeChunks). */
function assignLevels(graph: ModuleGraph, root: string, page: RoutePage, members: Set<string>[]) {
  const absolute = (source: string) => {
    const id = path.resolve(root, source);
    // A renamed module would otherwise leave its chunk empty, or the public pages unguarded.
    if (!graph.getModuleInfo(id)) throw new Error(`route-chunks: ${source} is not in the build`);
    return id;
  };
  const staticImports = (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];
  const entries = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry);
  const publicPages = graph.getModuleInfo(absolute(page.publicRoutes))?.dynamicallyImportedIds;
  const taken = closure([...entries, ...(publicPages ?? [])], staticImports);
  page.levels.forEach((level, index) => {
    members[index]?.clear();
    for (const id of closure(level.modules.map(absolute), staticImports)) {
      if (taken.has(id)) continue;
      members[index]?.add(id);
      taken.add(id);
    }
  });
}

/** `roots` and everything `next` reaches from them, transitively. */
function closure<T>(roots: T[], next: (item: T) => readonly T[]): Set<T> {
  const seen = new Set<T>();
  const pending = [...roots];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (seen.has(item)) continue;
    seen.add(item);
    pending.push(...next(item));
  }
  return seen;
}
