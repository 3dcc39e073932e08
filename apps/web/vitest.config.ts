import { defineConfig } from 'vitest/config';

// Unit tests for the web app's pure rules (navigation, redirects, return URLs, route registry).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
