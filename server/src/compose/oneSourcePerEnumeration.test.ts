import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One source per enumeration (issue 26 §6): a list of string values (an `as const` array, a
 * z.enum or a union of string literals) is written once, in shared/ where the renderer needs it
 * too, and every other copy derives from it (`(typeof LIST)[number]`, a re-export). A second
 * literal list with the same members drifts the day one of them gains a value.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SCANNED = ['server/src', 'shared'];

/**
 * Pairs left on purpose: the realtime contract is another change's (shared/realtime), the demo
 * data's order and phone prefixes are the seed's own, and the consistency states are one
 * platform part's type beside the metric that counts them.
 */
const LEFT: readonly string[] = [
  'ACTIVE|ENDED|IN_BREAK',
  'collected|delivered|pending|ready',
  '10|11|12|15',
  'could not run|failed|not started|passed|running',
];

const UNION = /(?:export\s+)?type\s+(\w+)\s*=\s*((?:\s*\|?\s*'[^']*'\s*)+);/g;
const ARRAY = /(?:export\s+)?const\s+(\w+)(?:\s*:\s*[^=]+)?\s*=\s*\[((?:\s*'[^']*'\s*,?)+)\]/g;
const ZOD_ENUM = /z\.enum\(\[((?:\s*'[^']*'\s*,?)+)\]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every literal list of two or more strings, by its sorted members, with where it is written. */
function literalLists(files: ReadonlyArray<{ name: string; text: string }>): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  const note = (members: string, where: string) => {
    const values = [...members.matchAll(/'([^']*)'/g)].map((match) => match[1]!).sort();
    if (values.length < 2) return;
    const key = values.join('|');
    lists.set(key, [...(lists.get(key) ?? []), where]);
  };
  for (const { name, text } of files) {
    for (const match of text.matchAll(UNION)) note(match[2]!, `${name} type ${match[1]}`);
    for (const match of text.matchAll(ARRAY)) note(match[2]!, `${name} ${match[1]}`);
    for (const match of text.matchAll(ZOD_ENUM)) note(match[1]!, `${name} z.enum`);
  }
  return lists;
}

describe('one source per enumeration', () => {
  it('finds a list written twice (the check can fail)', () => {
    const twice = literalLists([
      { name: 'a.ts', text: "export type RideStatus = 'ongoing' | 'done';" },
      { name: 'b.ts', text: "export const RIDE_STATUSES = ['ongoing', 'done'] as const;" },
      { name: 'c.ts', text: "export const RIDE_STATUSES = ['ongoing', 'done', 'lost'] as const;" },
    ]);
    expect(twice.get('done|ongoing')).toEqual(['a.ts type RideStatus', 'b.ts RIDE_STATUSES']);
  });

  it('the server and shared/ write each enumeration once', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((file) => ({
      name: path.relative(ROOT, file),
      text: fs.readFileSync(file, 'utf8'),
    }));
    const twice = [...literalLists(files)].filter(
      ([key, places]) => places.length > 1 && !LEFT.includes(key),
    );
    expect(Object.fromEntries(twice)).toEqual({});
  });
});
