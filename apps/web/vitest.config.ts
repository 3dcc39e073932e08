import { defineConfig } from 'vitest/config';

// Unit tests for the web app's pure rules (navigation, redirects, return URLs, route registry), and
// component tests (*.test.tsx) that choose a DOM with `// @vitest-environment jsdom`, and the build's own
// plugins beside vite.config.ts.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'vite-*.test.ts'],
  },
});
