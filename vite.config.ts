import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { hostingPlugin } from './scripts/hosting.mjs';

export default defineConfig({
  // hostingPlugin: dist/_headers (CSP etc., scripts/csp.mjs) and `vite preview` serving them like the host.
  plugins: [react(), tailwindcss(), hostingPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // The perf budget script reads this manifest to attribute chunks to routes.
    manifest: true,
    sourcemap: false,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
