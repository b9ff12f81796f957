import { describe, expect, it } from 'vitest';
import { likePrefix, phoneSearchPrefix, userSearchPrefixes } from './userSearch';

describe('phoneSearchPrefix: every way an Egyptian number is typed reaches the stored +20 form', () => {
  it.each([
    ['01001234567', '+201001234567'],
    ['0100', '+20100'],
    ['0', '+20'],
    ['201001', '+201001'],
    ['00201001', '+201001'],
    ['1001234', '+201001234'],
    ['98765', null],
  ])('%s -> %s', (digits, expected) => {
    expect(phoneSearchPrefix(digits)).toBe(expected);
  });
});

describe('userSearchPrefixes', () => {
  it.each([
    ['+201001234567', { text: '201001234567', phone: '+201001234567', digits: '201001234567' }],
    ['٠١٠٠ ١٢٣', { text: '٠١٠٠ ١٢٣', phone: '+20100123', digits: '0100123' }],
    ['010-012', { text: '010-012', phone: '+2010012', digits: '010012' }],
    ['  Amira ', { text: 'amira', phone: null, digits: null }],
    ['=Amira@x.com', { text: 'amira@x.com', phone: null, digits: null }],
    ['29801011234567', { text: '29801011234567', phone: null, digits: '29801011234567' }],
    ['', { text: '', phone: null, digits: null }],
  ])('%j', (term, expected) => {
    expect(userSearchPrefixes(term)).toEqual(expected);
  });

  it('escapes LIKE wildcards so a term matches them literally', () => {
    expect(likePrefix('a_b%c\\')).toBe('a\\_b\\%c\\\\%');
  });
});
