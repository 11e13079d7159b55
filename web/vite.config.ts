import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { staticPages } from './scripts/static-pages.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The local platform serves the API and the chat socket on one origin (docs/decisions.md, 'One origin').
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), staticPages()],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/ws': { target: API_ORIGIN, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Groups pull in their dependencies: React must be claimed first, or it lands in the chart library's chunk.
          groups: [
            // The small modules the public shell shares with the full app, in one request instead of seven
            // (after React is claimed: a group pulls in what it imports).
            {
              name: 'public',
              test: /web[\\/]src[\\/](lib[\\/](site-nav|content-cache|page-title)|config[\\/](env|paths)|components[\\/]ui[\\/]cn)\.tsx?$|core[\\/]src[\\/](phone[\\/]|api[\\/]contract\.ts$)/,
              priority: 2,
            },
            // The core's small rule modules (status, deadline, risk, region, text): one request, not one each.
            { name: 'rules', test: /core[\\/]src[\\/][a-z-]+[\\/][a-z-]+\.rules\.ts$/, priority: 2 },
            // The small controls both staff first screens show and sign-in shares (buttons, fields, dialog): one request.
            { name: 'controls', test: /web[\\/]src[\\/]components[\\/]ui[\\/](button|checkbox|field|icons|info-popup|modal)\.tsx?$/, priority: 2 },
            // React alone: it is all the public shell (`/`) needs of the vendors.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            // The full app's router and query cache: never on the public pages (their budget is 100 KB gzip).
            { name: 'app-vendor', test: /node_modules[\\/](react-router|react-router-dom|@tanstack|cookie|set-cookie-parser)[\\/]/, priority: 1 },
            // Charts are heavy (about 100 KB gzip): a chunk of their own that only dashboard routes pull in.
            { name: 'nivo', test: /node_modules[\\/](@nivo|d3-[a-z-]+|@react-spring|internmap|delaunator|robust-predicates)[\\/]/, priority: 3 },
          ],
        },
      },
    },
  },
});
