import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(__dirname, '..');
const ENDPOINT = /(\w+)\s*:\s*build\.(?:query|mutation|infiniteQuery)\b/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every feature injects its endpoints into the one RTK Query api. Two injections of the
 * same name do not fail: the first module loaded keeps the name and the second feature's
 * hook silently runs the first one's query and tags (the wallet page's Remove once ran
 * the user page's mutation and its list never refreshed). So names are unique, checked here.
 */
describe('RTK Query endpoint names', () => {
  it('no two features inject an endpoint of the same name', () => {
    const owners = new Map<string, string[]>();
    for (const file of sourceFiles(SOURCE)) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes('injectEndpoints')) continue;
      for (const match of text.matchAll(ENDPOINT)) {
        const name = match[1]!;
        owners.set(name, [...(owners.get(name) ?? []), path.relative(SOURCE, file)]);
      }
    }
    expect(owners.size).toBeGreaterThan(100);
    const duplicates = [...owners].filter(([, files]) => files.length > 1);
    expect(duplicates).toEqual([]);
  });
});
