import { describe, expect, it } from 'vitest';
import { INVALID_NATIONAL_ID, parseNationalId, validateNationalId } from './nationalId';

const now = new Date('2026-11-22T10:00:00Z');

describe("validateNationalId (02 §5 'Please enter valid egyptional national ID')", () => {
  it.each([
    ['born 1990-01-01 in Dakahlia', '29001011234567', null],
    ['born 2005-01-01 in Cairo', '30501010112345', null],
    ['born abroad (88)', '29001018834567', null],
    ['29 February of a leap year', '30002290123456', null],
    ['born today', '32611220123456', null],
    ['Arabic-Indic digits', '٢٩٠٠١٠١١٢٣٤٥٦٧', null],
    ['13 digits', '2900101123456', INVALID_NATIONAL_ID],
    ['15 digits', '290010112345678', INVALID_NATIONAL_ID],
    ['a letter', '2900101123456A', INVALID_NATIONAL_ID],
    ['century digit 1', '19001011234567', INVALID_NATIONAL_ID],
    ['month 13', '29013011234567', INVALID_NATIONAL_ID],
    ['30 February', '29002301234567', INVALID_NATIONAL_ID],
    ['29 February 1900 (not a leap year)', '20002290123456', INVALID_NATIONAL_ID],
    ['born tomorrow', '32611230123456', INVALID_NATIONAL_ID],
    ['governorate 20 does not exist', '29001012034567', INVALID_NATIONAL_ID],
    ['governorate 36 does not exist', '29001013634567', INVALID_NATIONAL_ID],
    ['governorate 00', '29001010034567', INVALID_NATIONAL_ID],
    ['empty', '', INVALID_NATIONAL_ID],
  ])('%s', (_case, id, expected) => {
    expect(validateNationalId(id, now)).toBe(expected);
  });

  it('the message keeps the spec spelling', () => {
    expect(INVALID_NATIONAL_ID).toBe('Please enter valid egyptional national ID');
  });

  it.each([
    [
      '29001011234567',
      { birthDate: { year: 1990, month: 1, day: 1 }, governorateCode: '12', gender: 'female' },
    ],
    [
      '30501010112355',
      { birthDate: { year: 2005, month: 1, day: 1 }, governorateCode: '01', gender: 'male' },
    ],
  ])('reads %s', (id, facts) => {
    expect(parseNationalId(id, now)).toEqual(facts);
  });
});
