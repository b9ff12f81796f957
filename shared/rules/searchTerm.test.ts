import { describe, expect, it } from 'vitest';
import { cleanSearchTerm } from './searchTerm';

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
