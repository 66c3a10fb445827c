// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Throws when the allowed imports let two folders reach each other, directly or around a loop.
 * @param {Record<string, [string[], string]>} allowed
 * @param {string} what
 */
function assertNoLoop(allowed, what) {
  /** @type {(node: string, trail: string[]) => void} */
  const visit = (node, trail) => {
    if (trail.includes(node)) throw new Error(`${what} loop: ${[...trail, node].join(' → ')}`);
    for (const next of allowed[node]?.[0] ?? []) visit(next, [...trail, node]);
  };
  for (const node of Object.keys(allowed)) visit(node, []);
}

/**
 * One `import-x/no-restricted-paths` zone per folder under `parent` (the web's features, the
 * server's modules): every sibling is off limits except those `allowed` declares, so a new edge
 * between them is a visible, reasoned decision and the declared list may hold no loop. Zones are
 * globs matching absolute paths, so they hold wherever the repository is checked out (the lint
 * test lints a copy of the folders elsewhere).
 * @param {string} parent the folders' parent, from the repository's root
 * @param {Record<string, [string[], string]>} allowed folder → [folders it may import, why]
 * @param {(folder: string, allowed: string[]) => string} message
 */
export function declaredGraphZones(parent, allowed, message) {
  assertNoLoop(allowed, `${parent} imports`);
  /** @param {string} folder */
  const glob = (folder) => `/**/${parent}/${folder}/**`;
  const folders = readdirSync(path.join(ROOT, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const all = new Set([...folders, ...Object.keys(allowed)]);
  return [...all].map((folder) => {
    const [mayImport] = allowed[folder] ?? [[]];
    return {
      target: glob(folder),
      from: glob('*'),
      except: [folder, ...mayImport].map(glob),
      message: message(folder, mayImport),
    };
  });
}
