import { defineConfig } from 'vite';

export default defineConfig({
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    // Written for reading a stack trace on the server, named in no script and never served.
    sourcemap: 'hidden',
    rolldownOptions: {
      // Libraries mark their modules "use client" for React Server Components; meaningless here.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
