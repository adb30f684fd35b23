import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:8090';

export default defineConfig({
  base: '/h5/',
  plugins: [react()],
  resolve: {
    // The root node_modules holds React 18 for other workspaces; this app runs React 19 from its own folder.
    // Dedupe makes antd-mobile, react-router and friends share that one copy.
    dedupe: ['react', 'react-dom'],
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
      '/static': { target: API_TARGET, changeOrigin: true },
    },
  },
});
