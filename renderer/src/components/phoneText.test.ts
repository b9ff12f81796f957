import { describe, expect, it } from 'vitest';
import { nameWithPhone, phoneText } from './phoneText';

describe('phone numbers in plain text (issue 6 item 35: "201…+" beside Arabic names)', () => {
  it('isolates the number left to right, so the plus stays in front', () => {
    expect(phoneText('+201000000002')).toBe('\u2066+201000000002\u2069');
    expect(phoneText(null)).toBe('-');
  });

  it('puts the isolated number after the name', () => {
    expect(nameWithPhone('عمر خالد', '+201000000002')).toBe(
      '\u2068عمر خالد\u2069 (\u2066+201000000002\u2069)',
    );
    // A Latin name isolated as well, so it cannot turn the brackets in an Arabic line.
    expect(nameWithPhone('Omar Khaled', '+201000000002')).toBe(
      '\u2068Omar Khaled\u2069 (\u2066+201000000002\u2069)',
    );
    expect(nameWithPhone('Omar Khaled', undefined)).toBe('Omar Khaled');
  });
});
