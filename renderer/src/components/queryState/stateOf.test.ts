import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_TEXT } from '@ops/shared/rules/errors';
import { detailStateOf, type DetailQuery } from './stateOf';

const refetch = () => undefined;
const settled = <T>(over: Partial<DetailQuery<T>>): DetailQuery<T> => ({
  isLoading: false,
  isError: false,
  refetch,
  ...over,
});

describe('detailStateOf: the states every detail page shows', () => {
  it('is loading until the first answer', () => {
    expect(detailStateOf({ isLoading: true, isError: false, refetch }).kind).toBe('loading');
  });

  it('shows the data once it is in', () => {
    expect(detailStateOf(settled({ data: { id: 'a' } }))).toEqual({ kind: 'ready', data: { id: 'a' } });
  });

  it('says "not found" when the server answers null for an unknown id', () => {
    expect(detailStateOf(settled({ data: null })).kind).toBe('notFound');
  });

  it('says "not found" for a refusal the page names as one, and "failed" for any other', () => {
    const refusal = { kind: 'server', message: 'Ride not found!', code: 500, reason: 'RIDE_NOT_FOUND' };
    expect(
      detailStateOf(settled({ isError: true, error: refusal }), { notFoundReasons: ['RIDE_NOT_FOUND'] }).kind,
    ).toBe('notFound');
    const failed = detailStateOf(settled({ isError: true, error: refusal }));
    expect(failed).toEqual({ kind: 'failed', error: refusal });
  });

  it('says "refused" for the gate\'s FORBIDDEN and for the page\'s own refusal codes', () => {
    const gate = { kind: 'other', message: 'Something went wrong!', code: 'FORBIDDEN' };
    expect(detailStateOf(settled({ isError: true, error: gate })).kind).toBe('refused');
    const rides = {
      kind: 'server',
      message: 'You are not allowed to view rides.',
      code: 500,
      reason: 'RIDES_NOT_ALLOWED',
    };
    expect(
      detailStateOf(settled({ isError: true, error: rides }), { refusedReasons: ['RIDES_NOT_ALLOWED'] }).kind,
    ).toBe('refused');
  });

  it('tells an unreachable server apart from a failure, so the page can say to check the network', () => {
    const state = detailStateOf(settled({ isError: true, error: new TypeError('Failed to fetch') }));
    expect(state).toEqual({ kind: 'offline', error: { kind: 'network', message: NETWORK_ERROR_TEXT } });
  });
});
