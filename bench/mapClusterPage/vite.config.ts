import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The map benchmark's page: the app's vehicle layer (supercluster in its worker) and
// Leaflet.markercluster side by side, built like the app.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../.tsbuild/bench-map-cluster', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
  },
});
