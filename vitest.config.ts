import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * Node resolves `graphql` to its CommonJS build, as graphql-yoga and envelop load it; Vite
 * would pick the ESM build for our sources, and two copies of graphql reject each other's
 * types. Pointing our imports at the same build keeps one copy, as in production.
 */
const oneGraphql = { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] };

// One project per part, so each can be run alone (`vitest run --project server`).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on our 2-core CI
    // machines, with the main process idle. The unit files are independent (own in-memory
    // PGlite, port 0), so two workers use both cores; pg keeps one file at a time (its races
    // need the server to themselves). End-to-end files run two at a time: each has its own
    // server, data folder, port and browser, and spends much of its time waiting on them.
    maxWorkers: 2,
    projects: [
      // Pure-module projects share one module graph per worker (isolate: false): importing
      // antd, RTK and zod afresh for each of ~115 files was 80 % of their time (47 s -> 12 s).
      // A file that replaces a module with vi.mock must be named *.mocked.test.ts: it runs
      // isolated, since a shared graph may already hold the real module.
      { test: { name: 'shared', include: ['shared/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        resolve: oneGraphql,
        test: {
          name: 'server',
          // One module graph per worker here too: each file still opens its own PGlite (from
          // the migrated image) and its own server on port 0; shared state is injected (clock,
          // deps), never module-level.
          isolate: false,
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.pg.test.ts', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['server/test/pgliteTemplate.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: oneGraphql,
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
      { test: { name: 'electron', include: ['electron/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'renderer',
          include: ['renderer/**/*.test.ts'],
          exclude: ['**/*.mocked.test.ts', '**/node_modules/**'],
          environment: 'node',
          isolate: false,
        },
      },
      { test: { name: 'renderer-mocked', include: ['renderer/**/*.mocked.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/dataTemplate.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: true,
          // expect.poll gives up after 1 s by default: on a busy 2-core machine a page's answer can
          // take longer, and a poll that waits for one failed there (analyticsKit's week view). A
          // poll still ends the moment its condition holds, so a longer bound costs a passing test nothing.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
