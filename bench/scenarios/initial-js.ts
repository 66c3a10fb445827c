import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BOARD_PAGE } from '../../apps/web/board-page-chunks';
import type { Measurement } from '../load';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by its source. */
interface ManifestChunk {
  file: string;
  /** A chunk's name; a route level's chunk (apps/web/route-chunks.ts) is named after its level. */
  name?: string;
  imports?: string[];
  css?: string[];
  /** The source of a chunk whose facade is a module (an entry, a lazy route module). */
  src?: string;
}
type Manifest = Record<string, ManifestChunk>;

interface RoutePage {
  name: string;
  /** Sources of the lazy route modules the page needs (`lazy` in apps/web/src/app/routes.tsx). */
  modules: string[];
  /** Modules the page imports once shown, without waiting for them (Suspense, idle prefetch). */
  deferred: string[];
  /** Target for the initial JavaScript, gzip kB; none: reported for information. */
  targetKb?: number;
}

const ENTRY = 'index.html';
/** The board page's route modules: its first level (the workspace area), then the board's. */
const WORKSPACE = BOARD_PAGE.levels.slice(0, 1).flatMap((level) => level.modules);
const BOARD = BOARD_PAGE.levels.slice(1).flatMap((level) => level.modules);
/** The signed-in pages' live notifications and the header's bell. */
const SIGNED_IN = [
  'src/app/live-notifications.tsx',
  'src/features/notifications/components/notification-bell.tsx',
  'src/features/chat/components/chat-header-link.tsx',
];

export const ROUTE_PAGES: RoutePage[] = [
  {
    name: 'sign-in (/login)',
    modules: ['src/app/routes/login-route.tsx'],
    deferred: [],
    targetKb: 200,
  },
  { name: 'sign-up (/signup)', modules: ['src/app/routes/signup-route.tsx'], deferred: [] },
  { name: 'landing (/)', modules: ['src/app/routes/landing-route.tsx'], deferred: [] },
  {
    name: 'workspaces (/workspaces)',
    modules: ['src/app/layouts/workspace-layout.tsx', 'src/app/routes/workspaces-route.tsx'],
    deferred: SIGNED_IN,
  },
  {
    name: 'projects (/{workspace}/projects)',
    modules: [...WORKSPACE, 'src/app/routes/projects-route.tsx'],
    deferred: [...SIGNED_IN, ...BOARD],
  },
  {
    name: 'board (/{workspace}/projects/{id})',
    modules: [...WORKSPACE, ...BOARD],
    deferred: [...SIGNED_IN, 'src/app/routes/board/task-panel.tsx'],
    targetKb: 250,
  },
  {
    name: 'account (/account/profile)',
    modules: ['src/app/layouts/settings-layout.tsx', 'src/app/routes/profile-route.tsx'],
    deferred: SIGNED_IN,
  },
];

const here = path.dirname(fileURLToPath(import.meta.url));
export const WEB_DIST = path.resolve(here, '../../apps/web/dist');

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The chunks of `roots` and of every chunk they import statically, transitively. */
function staticClosure(manifest: Manifest, roots: string[]): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const pending = [...roots];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    const chunk = manifest[key] ?? levelChunk(manifest, key);
    if (!chunk) throw new Error(`${key} is not in the build manifest: update ROUTE_PAGES`);
    seen.set(key, chunk);
    pending.push(...(chunk.imports ?? []));
  }
  // Several route modules of one level share its chunk.
  return [...new Set(seen.values())];
}

/** The chunk of the board page's route level that holds the route module `source`, if any. */
function levelChunk(manifest: Manifest, source: string): ManifestChunk | undefined {
  const level = BOARD_PAGE.levels.find((each) => each.modules.includes(source));
  if (!level) return undefined;
  return Object.values(manifest).find((chunk) => chunk.name === level.name && !chunk.src);
}

function gzipKb(distDir: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(distDir, file))).length;
  return bytes / 1000;
}

export interface InitialJs {
  page: string;
  /** The JavaScript files the page loads before it shows, and their gzip kB. */
  files: string[];
  jsKb: number;
  /** gzip kB of the further JavaScript it loads once shown (RoutePage.deferred). */
  deferredKb: number;
  /** gzip kB of its CSS files. */
  cssKb: number;
}

/** What each page of ROUTE_PAGES downloads before it shows, from the build's manifest. */
export function initialJs(distDir: string = WEB_DIST): InitialJs[] {
  const manifest = readManifest(distDir);
  return ROUTE_PAGES.map((page) => {
    const chunks = staticClosure(manifest, [ENTRY, ...page.modules]);
    const files = chunks.map((chunk) => chunk.file);
    const later = staticClosure(manifest, page.deferred)
      .map((chunk) => chunk.file)
      .filter((file) => !files.includes(file));
    const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
    return {
      page: page.name,
      files,
      jsKb: gzipKb(distDir, files),
      deferredKb: gzipKb(distDir, new Set(later)),
      cssKb: gzipKb(distDir, css),
    };
  });
}

/**
 * Initial JavaScript per page, gzip (zlib's default level, kB of 1,000 bytes), against the
 * targets: the entry chunk and its static imports, plus the page's lazy route modules and theirs.
 * Needs the built web app with its manifest (`npm run build`).
 */
export function measureInitialJs(distDir: string = WEB_DIST): Measurement[] {
  return initialJs(distDir).map((each, index) => {
    const targetKb = ROUTE_PAGES[index]?.targetKb;
    const deferred = each.deferredKb > 0 ? `, then ${each.deferredKb.toFixed(1)} kB deferred` : '';
    return {
      name: `initial JS, ${each.page}`,
      measured: `${each.jsKb.toFixed(1)} kB gzip in ${each.files.length} files${deferred} (CSS ${each.cssKb.toFixed(1)} kB)`,
      target: targetKb === undefined ? 'for information' : `≤ ${targetKb} kB gzip`,
      met: targetKb === undefined || each.jsKb <= targetKb,
    };
  });
}
