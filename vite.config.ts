import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  plugins: [svelte()],
  worker: {
    // module workers + code-splitting inside workers
    format: 'es',
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Monaco's editor chunk is > 500 kB minified by design; it is lazy-loaded.
    chunkSizeWarningLimit: 4000,
  },
});
