import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MONEY_PATHS, moneyPathsMarkdown } from './moneyPaths';

/**
 * The money-paths table is the test's table (issue 22): every file of server/src that
 * writes wallet entries through the ledger must have a row, every row must name such a
 * file, a staff path must go through the hold, and the README must show the table as is.
 */

// Every folder of server/src: a money path may sit in a domain or in the composition (the demo's top-up).
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The ledger itself, and the hold that only records; test fixtures seed wallets directly.
const NOT_PATHS = new Set(['domains/wallet/ledger.ts', 'domains/approvals/hold.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith('testFixtures')
      ? [full]
      : [];
  });
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const ledgerCallers = sourceFiles(SRC)
  .filter((file) => /\bapplyBalanceChange\s*\(/.test(readFileSync(file, 'utf8')))
  .map(relative)
  .filter((file) => !NOT_PATHS.has(file))
  .sort();

describe('the money-paths table', () => {
  it('finds the ledger callers it checks', () => {
    expect(ledgerCallers.length).toBeGreaterThanOrEqual(8);
  });

  it.each(ledgerCallers)('%s, a caller of the ledger, has a row', (file) => {
    expect(MONEY_PATHS.map((p) => p.file)).toContain(file);
  });

  it.each(MONEY_PATHS.map((p) => [p.file, p] as const))(
    'the row of %s names a ledger caller and says its bound, signature and audit',
    (file, row) => {
      expect(ledgerCallers).toContain(file);
      expect(row.bound.length).toBeGreaterThan(10);
      expect(row.signature.length).toBeGreaterThan(10);
      expect(row.audit.length).toBeGreaterThan(3);
    },
  );

  it.each(MONEY_PATHS.filter((p) => p.signature.startsWith('Held above')).map((p) => [p.file, p] as const))(
    'staff path %s is held by the running totals (its domain calls holdIfAboveThreshold)',
    (file) => {
      const domain = path.join(SRC, path.dirname(file));
      const calls = sourceFiles(domain).some((f) =>
        readFileSync(f, 'utf8').includes('holdIfAboveThreshold('),
      );
      expect(calls).toBe(true);
    },
  );

  it('each History action a row names is one the server writes', () => {
    const everything = sourceFiles(SRC)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    for (const row of MONEY_PATHS) {
      const actions = row.audit.split(/[,/;( ]+/).filter((a) => /^[a-z]+[A-Z][A-Za-z]+$/.test(a));
      for (const action of actions)
        expect(everything, `${row.file}: ${action}`).toMatch(new RegExp(`action: [^\\n]*'${action}'`));
    }
  });

  it('README.md shows the table as it is in code', () => {
    const readme = readFileSync(path.join(SRC, 'domains', 'approvals', 'README.md'), 'utf8');
    expect(readme).toContain(moneyPathsMarkdown());
  });
});
