/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

// The Go server embeds dist/app and serves it at /crm (and /m), so assets are addressed
// under /crm/ whichever mount loaded the page.
export default defineConfig({
  root,
  base: '/crm/',
  plugins: [react(), tailwindcss()],
  // The largest chunk is ECharts (core, bar, line, pie, grid, tooltip, legend, canvas: ~550 kB),
  // fetched only when a report chart is first drawn (reports/ReportBody.tsx).
  build: { outDir: 'dist/app', emptyOutDir: true, chunkSizeWarningLimit: 600 },
  server: { proxy: { '/rest': 'http://127.0.0.1:8080', '/forget-password': 'http://127.0.0.1:8080', '/health': 'http://127.0.0.1:8080' } },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
