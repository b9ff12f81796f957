import { describe, expect, it } from 'vitest';
import { heldReasonBeforeSave } from './holdForecast';

const forecast = {
  threshold: 500,
  windowHours: 24,
  overallMultiple: 10,
  movedToUser: 0,
  movedOverall: 0,
  userIsRider: true,
};

describe('heldReasonBeforeSave', () => {
  it('up to the threshold the amount moves at once; above, the hold’s own words', () => {
    expect(heldReasonBeforeSave(500, forecast)).toBeNull();
    expect(heldReasonBeforeSave(500.01, forecast)).toBe(
      'This makes 500.01 EGP to this rider in 24 h; above 500 EGP a second signature is needed.',
    );
  });
  it('debits count as credits, and what was already moved counts too', () => {
    expect(heldReasonBeforeSave(-300, { ...forecast, movedToUser: 300, movedOverall: 300 })).toBe(
      'This makes 600 EGP to this rider in 24 h; above 500 EGP a second signature is needed.',
    );
    expect(heldReasonBeforeSave(100, { ...forecast, movedOverall: 4950, userIsRider: false })).toBe(
      'This makes 5,050 EGP moved by you in 24 h; above 5,000 EGP a second signature is needed.',
    );
  });
});
