import { describe, expect, it } from 'vitest';
import { exportFailureMessage } from './exportFailure';

describe('exportFailureMessage', () => {
  it("uses the server's message when there is one", () => {
    expect(exportFailureMessage('{"message":"Export range must not exceed 31 days"}')).toBe(
      'Export range must not exceed 31 days',
    );
  });

  it('falls back to the generic text', () => {
    expect(exportFailureMessage('<html>502 Bad Gateway</html>')).toBe('Something went wrong!');
    expect(exportFailureMessage('{"message":42}')).toBe('Something went wrong!');
    expect(exportFailureMessage('')).toBe('Something went wrong!');
  });
});
