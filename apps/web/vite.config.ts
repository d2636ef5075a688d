import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
