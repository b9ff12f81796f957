import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from './store';
import { api, op } from './api';
import { authApi } from '../features/auth/authApi';
import { setNoticeSink, type NoticeLevel } from '../lib/notices';
import { GetMyUserDataDocument } from '../generated/graphql';
import { NETWORK_ERROR_TEXT } from '@ops/shared/rules/errors';

/**
 * The one failure-notice listener reads a flag on the endpoint (`extraOptions: { quiet: true }`),
 * not a list of names. No server is set in node, so every call fails as a network error
 * through the real base query, exactly as a dropped connection would.
 */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    noticeProbeLoud: build.query<unknown, void>({ query: () => op(GetMyUserDataDocument) }),
    noticeProbeQuiet: build.query<unknown, void>({
      extraOptions: { quiet: true },
      query: () => op(GetMyUserDataDocument),
    }),
  }),
});

function recordNotices(): Array<{ level: NoticeLevel; text: string }> {
  const shown: Array<{ level: NoticeLevel; text: string }> = [];
  setNoticeSink({ show: (level, text) => shown.push({ level, text }) });
  return shown;
}

afterEach(() => setNoticeSink(null));

describe('failure notices', () => {
  it('an ordinary endpoint that fails shows its worded message once', async () => {
    const store = makeStore();
    const shown = recordNotices();
    const result = await store.dispatch(probeApi.endpoints.noticeProbeLoud.initiate());
    expect(result.isError).toBe(true);
    expect(shown).toEqual([{ level: 'error', text: NETWORK_ERROR_TEXT }]);
  });

  it('an endpoint marked quiet fails without a notice', async () => {
    const store = makeStore();
    const shown = recordNotices();
    const result = await store.dispatch(probeApi.endpoints.noticeProbeQuiet.initiate());
    expect(result.isError).toBe(true);
    expect(shown).toEqual([]);
  });

  it('sign-in words its own failure, so its endpoint carries the flag', async () => {
    const store = makeStore();
    const shown = recordNotices();
    const result = await store.dispatch(
      authApi.endpoints.loginUser.initiate({ phone: '+201000000001', password: 'x' }),
    );
    expect('error' in result).toBe(true);
    expect(shown).toEqual([]);
  });
});
