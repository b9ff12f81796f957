import { describe, expect, it } from 'vitest';
import {
  normaliseVerificationData,
  prefillVerificationData,
  validateVerificationData,
  VERIFICATION_DATA_MESSAGES,
} from './idVerificationData';

const NOW = new Date('2026-11-23T00:00:00Z');
const GOOD = normaliseVerificationData({
  name: 'Mona Hassan',
  address1: '12 Tahrir St',
  region: 'Cairo',
  city: 'Cairo',
  day: '29',
  month: '2',
  year: '2004',
  gender: 'Female',
});

describe('validateVerificationData', () => {
  it('accepts a complete card with a leap day and blank optional fields', () => {
    expect(validateVerificationData(GOOD, NOW)).toBeNull();
    expect(GOOD.gender).toBe('female');
  });
  it('names the first missing required field', () => {
    expect(validateVerificationData({ ...GOOD, name: '' }, NOW)).toEqual({
      field: 'name',
      message: VERIFICATION_DATA_MESSAGES.required('name'),
    });
    expect(validateVerificationData({ ...GOOD, city: '' }, NOW)?.message).toBe('Please enter the city');
  });
  it('refuses dates that do not exist, are too old or in the future', () => {
    expect(validateVerificationData({ ...GOOD, year: '2005' }, NOW)?.message).toBe(
      VERIFICATION_DATA_MESSAGES.invalidDate,
    );
    expect(validateVerificationData({ ...GOOD, month: '13' }, NOW)?.message).toBe(
      VERIFICATION_DATA_MESSAGES.invalidDate,
    );
    expect(validateVerificationData({ ...GOOD, day: 'x' }, NOW)?.message).toBe(
      VERIFICATION_DATA_MESSAGES.invalidDate,
    );
    expect(validateVerificationData({ ...GOOD, year: '1899' }, NOW)?.message).toBe(
      VERIFICATION_DATA_MESSAGES.invalidDate,
    );
    expect(validateVerificationData({ ...GOOD, day: '1', month: '1', year: '2027' }, NOW)?.message).toBe(
      VERIFICATION_DATA_MESSAGES.futureDate,
    );
  });
  it('refuses an unknown gender and overlong text', () => {
    expect(validateVerificationData({ ...GOOD, gender: 'x' }, NOW)?.field).toBe('gender');
    expect(validateVerificationData({ ...GOOD, address2: 'a'.repeat(201) }, NOW)?.field).toBe('address2');
  });
});

describe('prefillVerificationData', () => {
  it('prefers completed data, else joins the OCR names', () => {
    expect(
      prefillVerificationData(null, { firstName: 'Mona', lastName: 'Hassan', city: 'Giza' }),
    ).toMatchObject({ name: 'Mona Hassan', city: 'Giza', address1: '' });
    expect(prefillVerificationData({ fullName: 'Done Name' }, { firstName: 'Mona' }).name).toBe('Done Name');
    expect(prefillVerificationData(null, null).name).toBe('');
  });
});
