import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from './compress-assets';

const apiTarget = process.env.TEND_API_URL ?? 'http://localhost:3000';

/**
 * The server refuses state-changing requests whose Origin differs from its Host, so the dev
 * proxy presents every request as coming from the target itself.
 */
function proxyTo(target: string, ws = false): ProxyOptions {
  return {
    target,
    changeOrigin: true,
    ws,
    rewriteWsOrigin: ws,
    configure(proxy) {
      proxy.on('proxyReq', (proxyReq) => {
        if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', target);
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), compressAssets()],
  // `@/…` is apps/web/src (tsconfig paths), so imports need no ../../../.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      // The voice stream is a WebSocket under /api (spec 7); listed first, as the first match wins.
      '/api/voice-mode': proxyTo(apiTarget, true),
      '/api': proxyTo(apiTarget),
      '/ws': proxyTo(apiTarget, true),
    },
  },
});
