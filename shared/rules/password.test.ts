import { describe, expect, it } from 'vitest';
import {
  GENERATED_PASSWORD_LENGTH,
  GENERATED_SPECIAL_CHARACTERS,
  PASSWORD_GENERATION_RETRIES,
  PASSWORD_MESSAGES,
  generateStrongPassword,
  repeatedCharacterMessage,
  validatePassword,
} from './password';
import type { RandomSource } from './random';

const M = PASSWORD_MESSAGES;

describe('validatePassword (01 §5, 03 §5)', () => {
  it('uses the spec texts word for word', () => {
    expect(M.tooShort).toBe('Password must be at least 8 characters long.');
    expect(M.noUppercase).toBe('Password must include at least one uppercase letter.');
    expect(M.noLowercase).toBe('Password must include at least one lowercase letter.');
    expect(M.noNumber).toBe('Password must include at least one number.');
    expect(M.noSpecial).toBe('Password must include at least one special character.');
    expect(repeatedCharacterMessage('x')).toBe("Character 'x' appears too many times in the password.");
    expect(M.sequence).toBe(
      "Password should not contain easy-to-guess sequences like 'abc', '123', or 'qwe'.",
    );
    expect(M.weakWord).toBe("Password should not contain common words like 'password'.");
  });

  it.each([
    ['a strong password passes', 'Gx7!mQ2#pL', []],
    ['"at least 8 characters"', 'Aa1!', [M.tooShort]],
    ['8 characters is enough', 'Gx7!mQ2#', []],
    ['"an uppercase letter"', 'zt7#kq2!', [M.noUppercase]],
    ['"a lowercase letter"', 'ZT7#KQ2!', [M.noLowercase]],
    ['"a digit"', 'Zt#Kq!mW', [M.noNumber]],
    ['"a special character"', 'Zt7Kq2mW', [M.noSpecial]],
    ['a space is not a special character', 'Zt7 Kq2m', [M.noSpecial]],
    ['"no character more than 4 times": 5 is too many', 'aaaaaZ1!', [repeatedCharacterMessage('a')]],
    ['"no character more than 4 times": 4 is fine', 'aaaaZ1!x', []],
    [
      'one message per overused character, in order',
      'aaaaabbbbbZ1!',
      [repeatedCharacterMessage('a'), repeatedCharacterMessage('b')],
    ],
    ['repeats count case-sensitively', 'aaAAaaZ1!', []],
    ['"no 3-character sequence of ... alphabet, forwards"', 'Xy7!abc9', [M.sequence]],
    ['"... backwards"', 'Xy!cba9Q', [M.sequence]],
    ['"... of digits" forwards', 'Kx!123Zq', [M.sequence]],
    ['"... of digits" backwards', 'Kx!321Zq', [M.sequence]],
    ['sequences ignore case', 'Kx!AbC9q', [M.sequence]],
    ['keyboard row "qwe"', 'Zx7!qweM', [M.sequence]],
    ['keyboard row backwards', 'Lk9!ewqM', [M.sequence]],
    ['second keyboard row', 'A1!sdfPo', [M.sequence]],
    ['third keyboard row backwards', 'Q1!mnbTr', [M.sequence]],
    ['digits that do not run (8, 9, 0) are fine', 'Kq!890Zw', []],
    ['"weak words ... rabbit"', 'Rabbit#2024', [M.weakWord]],
    ['"weak words ... scooter"', 'MyScooter9!', [M.weakWord]],
    ['weak words ignore case: password', 'xPASSWORD1!', [M.weakWord]],
    ['weak words: admin', 'Admin#2024x', [M.weakWord]],
    ['weak words: letmein', 'Letmein!9X', [M.weakWord]],
    ['weak words: welcome', 'Welcome!9X', [M.weakWord]],
    ['weak words: iloveyou', 'Iloveyou!9X', [M.weakWord]],
    ['weak words: qwerty (also a keyboard run)', 'Qwerty!9x', [M.sequence, M.weakWord]],
    ['weak words: 123456 (also a digit run)', 'Zx!123456', [M.sequence, M.weakWord]],
    [
      'empty: every class rule fails, in order',
      '',
      [M.tooShort, M.noUppercase, M.noLowercase, M.noNumber, M.noSpecial],
    ],
    [
      'messages keep the spec order',
      'aaaaa',
      [M.tooShort, M.noUppercase, M.noNumber, M.noSpecial, repeatedCharacterMessage('a')],
    ],
    [
      'sequence before weak word',
      'passwordabc',
      [M.noUppercase, M.noNumber, M.noSpecial, M.sequence, M.weakWord],
    ],
  ])('%s: %j', (_rule, password, expected) => {
    expect(validatePassword(password)).toEqual(expected);
  });
});

describe('generateStrongPassword (01 §5 "16 characters with at least one of each class ... retried up to 100 times")', () => {
  const generated = Array.from({ length: 1000 }, () => generateStrongPassword());

  it('1,000 suggestions are all 16 characters and pass every rule', () => {
    for (const password of generated) {
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(validatePassword(password)).toEqual([]);
    }
  });

  it('each has every class, specials only from the small set', () => {
    const special = new RegExp(`[${GENERATED_SPECIAL_CHARACTERS.replace(/[\^\]\\-]/g, '\\$&')}]`);
    for (const password of generated) {
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(special);
      expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]+$/);
    }
  });

  it('suggestions differ', () => {
    expect(new Set(generated).size).toBe(generated.length);
  });

  it(`gives up after ${PASSWORD_GENERATION_RETRIES} failed attempts instead of returning a weak password`, () => {
    let draws = 0;
    const alwaysZero: RandomSource = {
      getRandomValues(array) {
        draws++;
        array.fill(0);
        return array;
      },
    };
    expect(() => generateStrongPassword(alwaysZero)).toThrow('Could not generate a strong password');
    expect(draws).toBeGreaterThanOrEqual(PASSWORD_GENERATION_RETRIES * GENERATED_PASSWORD_LENGTH);
  });
});
