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
          groups: [
            // Charts are heavy (about 170 KB gzip): keep them in a chunk that only dashboard routes pull in.
            { name: 'charts', test: /node_modules[\\/](@nivo|d3-[a-z-]+|@react-spring|internmap|delaunator|robust-predicates)[\\/]/, priority: 3 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
