import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

// The API, the auth endpoints and socket.io share one origin with the app in
// production; in development they are proxied to the all-in-one launcher.
const backend = process.env.PRACTICUM_BACKEND ?? 'http://localhost:3000';

// /auth/setup, /auth/token and /auth/callback are also screens of the app: a
// browser navigation (Accept: text/html) stays with Vite, fetches go through.
const apiOnly: ProxyOptions = {
  target: backend,
  bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries the first screen needs ($initial: statically imported from
          // the entry) in one chunk: left to automatic splitting they came as ~80
          // small files, each compressed on its own, 23 kB more gzip and 80 requests
          // before the sign-in page renders. Libraries only lazy screens use
          // (charts, maps, spreadsheets) stay in those screens' chunks.
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend },
      '/auth': apiOnly,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
