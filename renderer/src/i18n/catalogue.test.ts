import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../app/routes';
import { MENU_GROUPS } from '../app/menu';
import { ar } from './ar';
import { en } from './en';
import { ACTUAL_BILLED_LABELS, BILL_TYPE_LABELS } from '@ops/shared/rules/bills';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
import { LAST_RIDE_IN_FUTURE_MESSAGE } from '@ops/shared/lists/dateRangeFilter';
import { STOLEN_VIEW_TITLE, VEHICLE_KIND_TITLES } from '@ops/shared/rules/vehicleKind';
import { DISPLAYED_DATA } from '@ops/shared/rules/mapLayers';
import { SETTLE_BUTTON_LABEL } from '@ops/shared/rules/settlement';
import { ACTIVITY_LABELS, BALANCE_LABELS } from '@ops/shared/rules/pushNotification';
import { RATING_FILTER, RIDE_CHECK_STATUS_LABELS, RIDE_TYPE_LABELS } from '@ops/shared/rules/filterOptions';
import {
  BREAK_REASON_LABELS,
  ID_VERIFICATION_STATUS_LABELS,
  TASK_HISTORY_ACTION_LABELS,
  TASK_CASE_LABELS,
  TASK_TYPE_LABELS,
  taskCaseHistoryLabel,
} from '@ops/shared/rules/labels';
import { lastCustomerCardTitle, resolvedNotice } from '@ops/shared/rules/taskActions';
import { SHORTCUTS } from '../features/resolveTasks/shortcuts';
import { GROUP_HEADINGS } from '../features/quickSwitcher/entries';
import { connectionLabel } from '../features/shell/connectionSlice';
import { FLEET_STATUS_LABELS } from '@ops/shared/rules/dashboard';
import { ANALYTICS_LOAD_ERROR } from '../components/analytics/AnalyticsPage';
import { RESOLUTIONS } from '../components/analytics/analyticsUrlState';
import { COMPENSATION_ABOVE_COST } from '../features/rides/ridePage/CompensateDialog';
import { compensatedNotice } from '@ops/shared/rules/endRidePay';
import { WALLET_LOG_TYPE_LABELS } from '@ops/shared/rules/labels';
import { BILL_FIGURE_LABELS, BREAKDOWN_SOURCES } from '../features/billAnalytics/billFigures';
import { SUMMARY_FIGURE_LABELS } from '../features/analyticsSummary/summaryFigures';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf as 'a.b.c' -> text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
/** Texts that are the same in both by design: each language's own name. */
const SAME_IN_BOTH = new Set(['language.en', 'language.ar', 'workspace.history.withValue']);

const english = leaves(en);
const arabic = leaves(ar);

describe('the catalogues (issue 28 item 1)', () => {
  it('have the same keys (plural forms aside: Arabic has six, English two)', () => {
    expect([...new Set([...arabic.keys()].map(base))].sort()).toEqual(
      [...new Set([...english.keys()].map(base))].sort(),
    );
  });

  it("give every English plural all six of Arabic's forms", () => {
    const plurals = [...new Set([...english.keys()].filter((key) => PLURAL.test(key)).map(base))];
    for (const key of plurals)
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(arabic.has(`${key}_${form}`), `${key}_${form}`).toBe(true);
  });

  it('have no empty Arabic text and none left in English', () => {
    for (const [key, text] of arabic) {
      expect(text.trim(), key).not.toBe('');
      if (!SAME_IN_BOTH.has(key) && english.has(key)) expect(text, key).not.toBe(english.get(key));
    }
  });

  it('keep the same {{placeholders}} in both', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, text] of english) {
      // Arabic words 1 and 2 ('يوم واحد', 'يومان') without the number: the form says it.
      if (/_(one|two)$/.test(key)) continue;
      if (arabic.has(key)) expect(names(arabic.get(key)!), key).toEqual(names(text));
    }
  });

  it("write the menu's English word for word as the route table (the spec's labels)", () => {
    for (const route of APP_ROUTES)
      if (route.menu) expect(en.menu[route.path as keyof typeof en.menu], route.path).toBe(route.menu.label);
    for (const group of MENU_GROUPS) expect(en.menuGroup[group.id]).toBe(group.label);
  });

  it("word the shared rules' labels and messages in English exactly as the rules do", () => {
    expect(en.labels.idVerification).toEqual(ID_VERIFICATION_STATUS_LABELS);
    expect(en.labels.billType).toEqual(BILL_TYPE_LABELS);
    expect(en.labels.actualBilled).toEqual(ACTUAL_BILLED_LABELS);
    expect(en.list.startMissing).toBe(DATE_RANGE_MESSAGES.startMissing);
    expect(en.list.endMissing).toBe(DATE_RANGE_MESSAGES.endMissing);
    expect(en.list.lastRideInFuture).toBe(LAST_RIDE_IN_FUTURE_MESSAGE);
    expect(en.users.filter.withAnyRating).toBe(RATING_FILTER.withAny);
    expect(en.users.filter.withoutAnyRating).toBe(RATING_FILTER.withoutAny);
    expect({ scooter: en.vehicles.title.scooter, bike: en.vehicles.title.bike }).toEqual(VEHICLE_KIND_TITLES);
    expect(en.vehicles.title.stolen).toBe(STOLEN_VIEW_TITLE);
    expect(en.settle.button).toBe(SETTLE_BUTTON_LABEL);
    expect(en.rides.check).toEqual(RIDE_CHECK_STATUS_LABELS);
    expect(en.rides.type).toEqual(RIDE_TYPE_LABELS);
    expect(en.push.activity).toEqual(ACTIVITY_LABELS);
    expect(en.push.balance).toEqual(BALANCE_LABELS);
    expect(Object.fromEntries(DISPLAYED_DATA.map((layer) => [layer, layer]))).toEqual(en.map.layer);
  });

  it("word the workspace's shared labels in English as the rules and shortcuts.ts do", () => {
    const ws = en.workspace;
    expect(ws.taskType).toEqual(TASK_TYPE_LABELS);
    expect(ws.taskCase).toEqual(TASK_CASE_LABELS);
    expect(ws.breakReason).toEqual(BREAK_REASON_LABELS);
    expect(ws.historyAction).toEqual(TASK_HISTORY_ACTION_LABELS);
    expect(ws.filter.warningOutOfFence).toBe(taskCaseHistoryLabel('VEHICLE_WARNING_OUT_OF_FENCE'));
    expect(ws.title).toBe(en.menu['resolve-tasks']);
    expect(Object.fromEntries(SHORTCUTS.map((shortcut) => [shortcut.action, shortcut.label]))).toEqual(
      ws.shortcut,
    );
    expect([...new Set(SHORTCUTS.map((shortcut) => shortcut.where))].sort()).toEqual(
      Object.keys(ws.where).sort(),
    );
    for (const where of Object.keys(ws.where)) expect(ws.where[where as keyof typeof ws.where]).toBe(where);
    expect(ws.customerCard.title).toBe(lastCustomerCardTitle('VEHICLE_NO_RIDES'));
    expect(ws.customerCard.lastScanner).toBe(lastCustomerCardTitle('VEHICLE_SCANNED_LOST_AND_STOLEN'));
    expect(ws.notices.resolved.replace('{{code}}', 'S-1')).toBe(resolvedNotice('S-1'));
  });

  it("word the top bar's connection states and the quick switcher's groups in English as their modules do", () => {
    expect(en.quick.group).toEqual(GROUP_HEADINGS);
    const states = [
      { socketConnected: true, browserOnline: true, liveEnabled: true, connectedBefore: true },
      { socketConnected: false, browserOnline: true, liveEnabled: false, connectedBefore: false },
      { socketConnected: false, browserOnline: false, liveEnabled: true, connectedBefore: false },
      { socketConnected: false, browserOnline: true, liveEnabled: true, connectedBefore: true },
      { socketConnected: false, browserOnline: true, liveEnabled: true, connectedBefore: false },
    ];
    expect(states.map(connectionLabel).sort()).toEqual(Object.keys(en.topbar.connection).sort());
    for (const [key, text] of Object.entries(en.topbar.connection)) expect(text).toBe(key);
  });

  it("word the dashboard's and the analytics pages' shared labels in English as their rules do", () => {
    expect(en.dashboard.fleet.status).toEqual(FLEET_STATUS_LABELS);
    expect(en.analytics.loadError).toBe(ANALYTICS_LOAD_ERROR);
    const compensate = en.ridePage.compensateDialog;
    expect(compensate.aboveCost).toBe(COMPENSATION_ABOVE_COST);
    expect(compensate.alreadyCompensated.replace('{{amount}}', '5.00 L.E')).toBe(
      compensatedNotice('5.00 L.E'),
    );
    expect(Object.fromEntries(RESOLUTIONS.map((r) => [r.unit, r.label]))).toEqual(en.analytics.unit);
  });

  it("word the user, wallet, bills and summary analytics' shared labels in English as their modules do", () => {
    expect(en.analytics.wallet.entryType).toEqual(WALLET_LOG_TYPE_LABELS);
    expect(en.analytics.bills.figure).toEqual(BILL_FIGURE_LABELS);
    expect(en.analytics.bills.source).toEqual(Object.fromEntries(BREAKDOWN_SOURCES));
    expect(en.analytics.summary.figure).toEqual(SUMMARY_FIGURE_LABELS);
  });
});
