import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Pure logic tests (`*.test.ts`) run in node; component tests (`*.test.tsx`) declare
 * `// @vitest-environment jsdom` in their first line.
 */
export default defineProject({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-dom.ts'],
    // Rendering the real router loads lazy pages (the assistant panel is large); CI machines are busy.
    testTimeout: 20_000,
  },
});
