import { describe, expect, it } from 'vitest';
import { effectiveLocale } from './effectiveLocale';

describe('the language shown (issue 28: the OS/browser language until the user chooses)', () => {
  it('follows navigator.languages when nothing is chosen', () => {
    expect(effectiveLocale(undefined, null, ['ar-EG', 'en-US']).language).toBe('ar');
    expect(effectiveLocale(undefined, null, ['fr-FR', 'en-GB']).language).toBe('en');
    expect(effectiveLocale(undefined, null, []).language).toBe('en');
  });
  it("the user's saved choice wins, then what this computer last showed", () => {
    expect(effectiveLocale({ language: 'en', digits: 'arab', hourCycle: 'h12' }, 'ar', ['ar'])).toEqual({
      language: 'en',
      digits: 'arab',
      hourCycle: 'h12',
    });
    expect(effectiveLocale({ language: null, digits: 'latn', hourCycle: 'h23' }, 'ar', ['en']).language).toBe(
      'ar',
    );
  });
});
