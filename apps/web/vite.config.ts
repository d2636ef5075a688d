import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // Emits .br and .gz beside every text asset so the server sends them as they are (preCompressed)
    // instead of compressing on each request; files that would not shrink are left alone.
    compression({ algorithms: ['gzip', 'brotliCompress'] }),
  ],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
