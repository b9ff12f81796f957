import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR, RENDER_ERROR, setPendingFailure, userFacingMessage } from './errors';

describe("error rule (01 §8 \"an error with code 500 shows the server's message; any other failure shows 'Something went wrong!'\")", () => {
  it.each([
    [
      'code 500 with a message',
      { code: 500, message: 'User Not Checked In' },
      undefined,
      'User Not Checked In',
    ],
    ['code "500" as text', { code: '500', message: 'Nope' }, undefined, 'Nope'],
    ['another code', { code: 403, message: 'Forbidden' }, undefined, 'Something went wrong!'],
    ['no code', { message: 'boom' }, undefined, 'Something went wrong!'],
    ['500 without a message', { code: 500, message: '' }, undefined, 'Something went wrong!'],
    ['nothing', null, undefined, 'Something went wrong!'],
    [
      'a screen with its own fallback',
      { code: 0 },
      NETWORK_ERROR,
      'Unexpected Error. Please check your network',
    ],
  ])('%s', (_case, error, fallback, expected) => {
    expect(userFacingMessage(error, fallback)).toBe(expected);
  });

  it('texts of 03 §8', () => {
    expect(RENDER_ERROR).toBe('Error happened. Please contact the tech team.');
    expect(setPendingFailure('timeout')).toBe('Something went wrong!: timeout');
  });
});
