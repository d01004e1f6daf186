import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contentReload } from './scripts/content-reload.ts';
import { formCollector } from './scripts/form-collector.ts';
import { basePath } from './src/deploy.ts';

export default defineConfig({
  base: basePath(process.env.BASE_PATH),
  plugins: [reactRouter(), formCollector(), contentReload()],
  resolve: {
    alias: {
      'contentlayer/generated': path.resolve(import.meta.dirname, '.contentlayer/generated'),
      '~': path.resolve(import.meta.dirname, 'src'),
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
});
