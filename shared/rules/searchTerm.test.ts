import { describe, expect, it } from 'vitest';
import { cleanSearchTerm, searchTermError } from './searchTerm';

describe("search term (03 §5 \"Search form strips '+' and '=' from the term\")", () => {
  it.each([
    ['+201001234567', '201001234567'],
    ['a=b+c', 'abc'],
    ['++==', ''],
    ['Ahmed Ali', 'Ahmed Ali'],
    ['', ''],
  ])('%j -> %j', (term, clean) => {
    expect(cleanSearchTerm(term)).toBe(clean);
  });
});

describe('search term length (issue 6 §7: at most 100 characters)', () => {
  it.each([
    ['empty', '', null],
    ['absent', null, null],
    ['100 characters', 'a'.repeat(100), null],
    ['101 characters', 'a'.repeat(101), 'Search term must be at most 100 characters'],
  ])('%s', (_rule, term, expected) => {
    expect(searchTermError(term)).toBe(expected);
  });
});
