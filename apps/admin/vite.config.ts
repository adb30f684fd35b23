import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_TARGET = 'http://localhost:8091';

export default defineConfig({
  base: '/admin/',
  // `.br` and `.gz` beside every text file; the server picks one by Accept-Encoding (plugins/static.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  // The root node_modules holds another React for other workspaces; antd and friends must share ours.
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1600,
    // The manifest lets scripts/budgets.mjs follow what the login screen loads.
    manifest: true,
    // The wire contract and the money helper run nothing on import: what the back office does not use of them (zod
    // schemas of other capabilities, decimal.js) stays out of the bundle.
    rollupOptions: { treeshake: { moduleSideEffects: (id) => !/\/packages\/(api|money)\//.test(id) } },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/static': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
});
