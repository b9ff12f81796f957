/**
 * The house rules of issue 26, checked in CI (`npm run lint:deps`): no import cycles in the
 * server or the renderer, and the server's three doors in one direction only —
 * compose → domains → platform. A domain reaches another domain through that domain's
 * index.ts. Violations that existed when the rules were written are listed in
 * .dependency-cruiser-known-violations.json: that list may only shrink (a new violation
 * fails; `npm run lint:deps:baseline` rewrites the list after one is removed).
 */
const TESTS = '(\\.test\\.ts|/testFixtures\\.ts|/testing\\.ts|/testServerHooks\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'An import cycle: modules that need each other to load cannot be understood or moved one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-below-domains',
      severity: 'error',
      comment:
        'platform/ is what every domain uses and none owns: it never imports a domain or the composition.',
      from: { path: '^server/src/platform/', pathNot: TESTS },
      to: { path: '^server/src/(domains|compose)/' },
    },
    {
      name: 'domains-below-compose',
      severity: 'error',
      comment: 'A domain never imports the composition root (main, buildServer, seed, simulator).',
      from: { path: '^server/src/domains/', pathNot: TESTS },
      to: { path: '^server/src/compose/' },
    },
    {
      name: 'domain-front-door',
      severity: 'error',
      comment: "A domain reaches another domain only through that domain's index.ts.",
      from: { path: '^server/src/domains/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^server/src/domains/[^/]+/',
        pathNot: ['^server/src/domains/$1/', '^server/src/domains/[^/]+/index\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tsbuild|generated)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    combinedDependencies: false,
  },
};
