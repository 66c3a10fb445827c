import { defineConfig } from 'rolldown';

/**
 * Production build of the server: dist/main.js (and a chunk for the embedded database's code,
 * loaded only without DATABASE_URL), and the backup and restore commands (dist/backup.js,
 * dist/restore.js: a production install needs no TypeScript loader), the worker thread reading
 * an import's zip (dist/zip-read.worker.js), with source maps so stack
 * traces in the log name the .ts files. The shared package is TypeScript source, so it is bundled in;
 * every other package stays in node_modules and is imported at run time (native addons, WASM and
 * files packages read beside themselves keep working).
 */
export default defineConfig({
  input: {
    main: 'src/main.ts',
    backup: 'src/backup/backup.ts',
    restore: 'src/backup/restore.ts',
    'zip-read.worker': 'src/modules/workspace-export/zip-read.worker.ts',
  },
  platform: 'node',
  external: (id) => !id.startsWith('@teamboard/') && /^[\w@]/.test(id),
  output: {
    dir: 'dist',
    cleanDir: true,
    entryFileNames: '[name].js',
    format: 'esm',
    sourcemap: true,
    sourcemapExcludeSources: true,
  },
});
