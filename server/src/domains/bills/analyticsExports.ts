import { gate } from '@ops/shared/rules/permissions/catalogue';
import { exportable, SERIES_ARGS, type ExportableSeries } from '../../platform/exports/exportableSeries';
import { totalBillingAnalytics } from './analytics';

/**
 * The billing breakdown's actual-revenue series for POST /export (module 'analytics',
 * analytics/exportable.ts, where the four bills series the page switches between are). A
 * function, called by the registry as it is built.
 */
export function billsExportableSeries(): Record<string, ExportableSeries> {
  return {
    billingActual: exportable({
      query: 'totalBillingAnalytics',
      gate: gate('bills.VIEW_ANALYTICS'),
      args: SERIES_ARGS,
      title: 'Actual Revenue',
      run: async (db, a) => (await totalBillingAnalytics({ db }, a)).actualData,
    }),
  };
}
