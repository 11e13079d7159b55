import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
// The local platform serves the API and the chat socket on one origin (DESIGN.md section 1).
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
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
          // Groups pull in their dependencies: React must be claimed first, or it lands in the charts chunk.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/, priority: 3 },
            // Charts are heavy (about 100 KB gzip): a chunk of their own that only dashboard routes pull in.
            { name: 'charts', test: /node_modules[\\/](@nivo|d3-[a-z-]+|@react-spring|internmap|delaunator|robust-predicates)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
