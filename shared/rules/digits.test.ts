import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from './digits';

describe('toAsciiDigits', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['+٢٠ 100', '+20 100'],
    ['abc', 'abc'],
  ])('%j -> %j', (input, output) => {
    expect(toAsciiDigits(input)).toBe(output);
  });
});
