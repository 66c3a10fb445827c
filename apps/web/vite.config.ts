import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BOARD_PAGE } from './board-page-chunks';
import { precompress } from './precompress';
import { routeChunks } from './route-chunks';

const SERVER = 'http://localhost:3000';

const boardPage = routeChunks(BOARD_PAGE);

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), boardPage.plugin],
  server: {
    port: 5173,
    proxy: {
      '/api': SERVER,
      '/auth': SERVER,
      '/health': SERVER,
      '/uploads': SERVER,
      '/socket.io': { target: SERVER, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: each chunk's static imports, read by bench/scenarios/initial-js.ts.
    manifest: true,
    // Never inline an asset as a data: URL: the Content-Security-Policy refuses data: images.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React, React DOM and the router change least often: their own chunk stays cached
        // across releases. Other libraries stay with the pages that import them (one vendor
        // chunk for all would be loaded before every page; see docs/architecture.md).
        codeSplitting: {
          // A group takes its modules' dependencies along, so the higher priorities go first:
          // React before everything, the kit before the Radix group (which would otherwise take
          // the kit's shared helpers into a chunk every page loads).
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            // The UI kit, which automatic splitting cuts into a dozen chunks of a few hundred
            // bytes each, every one paying its own gzip overhead on every page; without its
            // Radix parts, which load when first used.
            {
              name: 'ui',
              test: /src[\\/]components[\\/]ui[\\/](?!(radix-parts|menu-radix|popover-radix)\.)/,
              priority: 2,
            },
            // Radix and the kit's parts built on it: loaded on the first menu or popover a page
            // opens (components/ui/radix-loader.ts), as one chunk.
            {
              name: 'radix',
              test: /node_modules[\\/](radix-ui|@radix-ui)[\\/]|src[\\/]components[\\/]ui[\\/](radix-parts|menu-radix|popover-radix)\./,
              priority: 1,
            },
            ...boardPage.groups,
          ],
        },
      },
    },
  },
});
