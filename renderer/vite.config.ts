import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { preloadStartRoute } from './build/preloadStartRoute.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:4000';

// Everything the API serves besides the app itself; the dev server forwards it so the
// renderer can always talk to its own origin.
const proxied = [
  '/graphql',
  '/dev',
  '/export',
  '/files',
  '/upload-additional-ride-image',
  '/upload-inventory',
  '/upload-paymentIcon',
];

export default defineConfig({
  root,
  // Absolute asset paths: Electron serves the build at app://ops/ and the API serves it at /,
  // so a deep link such as /app/users finds /assets/... in both.
  base: '/',
  // The signed-in layout and the dashboard, where a start-up lands, load beside the entry.
  plugins: [
    react(),
    preloadStartRoute(['/src/features/shell/AppLayout.tsx', '/src/features/dashboard/DashboardPage.tsx']),
    precompress(),
  ],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1600,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: true }])),
      '/ws': { target: api, ws: true, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
});
