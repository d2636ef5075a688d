import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { translationFiles } from './translation-files';

export default defineConfig({
  plugins: [
    react(),
    translationFiles(),
    // Emits .br and .gz beside every text asset so the server sends them as they are (preCompressed)
    // instead of compressing on each request; files that would not shrink are left alone.
    compression({ algorithms: ['gzip', 'brotliCompress'] }),
  ],
  // The manifest tells bench/bundle which chunks each route loads before it can paint.
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 600 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
