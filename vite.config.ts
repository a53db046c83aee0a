import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

/**
 * Content-Security-Policy for the served app: scripts and workers only from our own origin,
 * no eval, no inline scripts. Styles allow 'unsafe-inline' because Monaco sets inline styles.
 * The same policy (minus frame-ancestors, which a meta tag cannot carry) is in index.html.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  // Any site may frame Flowlab: `?embed=` is made for iframes. That is safe because the app has no privileged
  // actions to clickjack — no accounts, no cookies, no server state; it only simulates in the visitor's browser
  // (and an embedded page writes nothing to the visitor's storage).
  'frame-ancestors *',
].join('; ');

const SECURITY_HEADERS = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export default defineConfig({
  plugins: [svelte()],
  worker: {
    // module workers + code-splitting inside workers
    format: 'es',
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: SECURITY_HEADERS },
  build: {
    target: 'es2022',
    // Monaco's editor chunk is > 500 kB minified by design; it is lazy-loaded.
    chunkSizeWarningLimit: 4000,
  },
});
