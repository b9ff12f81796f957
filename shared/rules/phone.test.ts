import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_LENGTH, isValidPhoneNumber, normalizeEgyptianPhone } from './phone';

describe('isValidPhoneNumber (01 §5 "exactly 13 characters and matching an optional plus followed by 2 to 15 digits, the first non-zero")', () => {
  it.each([
    ['an Egyptian number in full', '+201001234567', true],
    ['13 digits without a plus also match', '2010012345678', true],
    ['12 characters', '201001234567', false],
    ['14 characters', '+2010012345678', false],
    ['first digit zero', '+001001234567', false],
    ['a letter', '+20100123456a', false],
    ['a leading space', ' +20100123456', false],
    ['two plus signs', '++20100123456', false],
    ['empty', '', false],
  ])('%s: %s', (_rule, phone, expected) => {
    expect(isValidPhoneNumber(phone)).toBe(expected);
  });

  it('"Phone number length 13"', () => expect(PHONE_NUMBER_LENGTH).toBe(13));
});

describe('normalizeEgyptianPhone', () => {
  it.each([
    ['local form', '01001234567', '+201001234567'],
    ['country code without plus', '201001234567', '+201001234567'],
    ['already normalised', '+201001234567', '+201001234567'],
    ['international 00 prefix', '00201001234567', '+201001234567'],
    ['without the trunk zero', '1151234567', '+201151234567'],
    ['spaces and dashes', '012 3456-7890', '+201234567890'],
    ['Arabic-Indic digits', '٠١٥٥١٢٣٤٥٦٧', '+201551234567'],
    ['a landline (02 Cairo)', '0223456789', null],
    ['an unknown mobile prefix (013)', '01312345678', null],
    ['too short', '0100123456', null],
    ['too long', '010012345678', null],
    ['another country', '+441001234567', null],
    ['letters', '0100abc4567', null],
    ['empty', '', null],
  ])('%s: %s', (_case, input, expected) => {
    expect(normalizeEgyptianPhone(input)).toBe(expected);
  });
});
