import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { sessionStarted } from '../../features/auth/sessionSlice';
import { SubscriptionRow, type SubscriptionRowPlan } from './SubscriptionRow';

/** 02 §5's prime buttons as the row offers them, for a list of records (issue 8 §4) as for a user's card. */

const DAY = 86_400_000;
const plan = (patch: Partial<SubscriptionRowPlan> = {}): SubscriptionRowPlan => ({
  _id: 'sub1',
  name: 'Prime Monthly',
  price: 149,
  period: '1 MONTH',
  validUntil: new Date(Date.now() + 5 * DAY).toISOString(),
  unlocks: -1,
  usedUnlocks: 0,
  ...patch,
});

function render(
  row: SubscriptionRowPlan,
  isCurrent: boolean | undefined,
  prime: Record<string, boolean>,
): string {
  const store = makeStore();
  store.dispatch(
    sessionStarted({
      user: {
        _id: 'staff',
        name: 'Staff',
        phoneNumber: '+201000000009',
        email: null,
        roleName: 'Desk',
        role: { name: 'Desk', level: 4, department: 'Operations', permissions: { prime } },
      },
      wsId: 'ws',
    }),
  );
  const props = {
    plan: row,
    stopping: false,
    onStop: () => Promise.resolve(),
    ...(isCurrent === undefined ? {} : { isCurrent }),
  };
  return renderToStaticMarkup(
    createElement(Provider, { store, children: createElement(SubscriptionRow, props) }),
  );
}

const BOTH = { STOP_USER_PLAN_RENEWALS: true, REMOVE_USER_PLAN: true };

describe('SubscriptionRow buttons', () => {
  it.each([
    [
      'the current plan, both flags',
      plan(),
      true,
      BOTH,
      ['Stop Next Renewal', 'Stop Renewal, Remove from user'],
    ],
    [
      'a card (current by default)',
      plan(),
      undefined,
      BOTH,
      ['Stop Next Renewal', 'Stop Renewal, Remove from user'],
    ],
    ['a past record: no remove', plan(), false, BOTH, ['Stop Next Renewal']],
    [
      'stopped: no Stop Next Renewal',
      plan({ stoppedAt: new Date().toISOString() }),
      true,
      BOTH,
      ['Stop Renewal, Remove from user'],
    ],
    [
      'renewed',
      plan({ renewedAt: new Date().toISOString() }),
      true,
      BOTH,
      ['Stop Renewal, Remove from user'],
    ],
    [
      'expired and failed',
      plan({ validUntil: new Date(Date.now() - DAY).toISOString(), failedRenewAt: new Date().toISOString() }),
      true,
      BOTH,
      [],
    ],
    [
      'remove flag without stop flag: nothing (the server needs both)',
      plan(),
      true,
      { REMOVE_USER_PLAN: true },
      [],
    ],
    ['stop flag only', plan(), true, { STOP_USER_PLAN_RENEWALS: true }, ['Stop Next Renewal']],
  ] as const)('%s', (_label, row, isCurrent, prime, expected) => {
    const html = render(row, isCurrent, prime);
    const buttons = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) =>
      (m[1] ?? '').replace(/<[^>]+>/g, '').trim(),
    );
    expect(buttons).toEqual(expected);
  });

  it('reads the status text of 02 §5', () => {
    expect(render(plan({ stoppedAt: '2026-05-01T10:00:00.000Z' }), true, BOTH)).toContain('Stopped at');
    expect(render(plan({ isFreeTrial: true }), true, BOTH)).toContain('Free Trial');
    expect(render(plan(), true, BOTH)).toContain('Ongoing');
  });
});
