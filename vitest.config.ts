import { defineConfig } from 'vitest/config';

// One project per part, so each can be run alone (`vitest run --project server`).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['shared/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.pg.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'pg',
          include: ['server/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/pgGlobalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      { test: { name: 'electron', include: ['electron/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'renderer', include: ['renderer/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
