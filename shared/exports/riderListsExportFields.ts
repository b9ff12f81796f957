import { z } from 'zod';
import { CAIRO_TIME_ZONE, dateRangeSchema, type DateRangeValue } from '../lists/dateRangeFilter';
import type { ListDefinition } from '../lists/listRequest';
import { lastMonthRange, TOP_RIDERS_DEFAULT_LIMIT } from '../rules/lastMonth';
import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** Top Riders By Area: the ranking's columns, Billed in EGP. */
export const TOP_RIDERS_EXPORT_FIELDS = [
  { key: 'rank', label: '#' },
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'area', label: 'Home area' },
  { key: 'rides', label: 'Rides' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'spent', label: 'Billed (EGP)' },
] as const;

/** Users Life Cycle: the list's columns (its Profile link left out: a link is no data), the battery in %. */
export const USERS_LIFE_CYCLE_EXPORT_FIELDS = [
  { key: 'date', label: 'Date' },
  { key: 'user', label: 'Staff member' },
  { key: 'role', label: 'Role' },
  { key: 'case', label: 'Case' },
  { key: 'vehicle', label: 'Vehicle' },
  { key: 'area', label: 'Area' },
  { key: 'serial', label: 'Battery serial' },
  { key: 'battery', label: 'Battery (%)' },
  { key: 'service', label: 'Service' },
] as const;

/** Users' Auto Charges: the list's columns (its Remove action left out), the plan worded as the list words it. */
export const WALLET_AUTO_CHARGES_EXPORT_FIELDS = [
  { key: 'user', label: 'User' },
  { key: 'phone', label: 'Phone' },
  { key: 'plan', label: 'Plan' },
  { key: 'card', label: 'Card' },
  { key: 'threshold', label: 'Charges below (EGP)' },
  { key: 'status', label: 'Status' },
  { key: 'lastChargedAt', label: 'Last charged' },
  { key: 'createdAt', label: 'Created' },
] as const;

export type TopRidersExportField = (typeof TOP_RIDERS_EXPORT_FIELDS)[number]['key'];
export type UsersLifeCycleExportField = (typeof USERS_LIFE_CYCLE_EXPORT_FIELDS)[number]['key'];
export type WalletAutoChargesExportField = (typeof WALLET_AUTO_CHARGES_EXPORT_FIELDS)[number]['key'];

/** 02 §5 needs a range on every export but the four it names; the ranking's range is the month it ranks. */
export const TOP_RIDERS_MONTH_MESSAGE =
  'Top riders are ranked over last month: the range must cover all of it';

/**
 * The Top Riders page has no list kit (one ranking, its area kept in the address as ?area=),
 * so its filters are declared here for POST /export: the area, and the ranked month as the
 * export's range. The ranking is always last month's, so a range that leaves part of it out
 * is refused rather than written as if it had narrowed the rows.
 */
export const topRidersFilterSchema = z.strictObject({
  area: z.string().trim().min(1).optional(),
  month: dateRangeSchema.optional(),
});
export type TopRidersFilters = z.infer<typeof topRidersFilterSchema>;
export const TOP_RIDERS_LIST: ListDefinition<TopRidersFilters, 'rank'> = {
  name: 'topRiders',
  filters: topRidersFilterSchema,
  sortFields: ['rank'],
  defaultSort: { fieldName: 'rank', sortType: 'asc' },
  pageSize: TOP_RIDERS_DEFAULT_LIMIT,
  pageSizeOptions: [TOP_RIDERS_DEFAULT_LIMIT],
  check: ({ month }, now) => {
    if (!month) return null;
    const ranked = lastMonthRange(now, CAIRO_TIME_ZONE);
    const covers =
      Date.parse(month.startDate) <= ranked.start.getTime() &&
      Date.parse(month.endDate) >= ranked.end.getTime() - 1;
    return covers ? null : TOP_RIDERS_MONTH_MESSAGE;
  },
};

/** The ranked month as the export's range: its first to its last day, as the dialog's day pickers send them. */
export const topRidersMonthRange = (month: { startDate: string; endDate: string }): DateRangeValue => ({
  startDate: month.startDate,
  endDate: new Date(Date.parse(month.endDate) - 1).toISOString(),
});

/**
 * Riders ranked are users (users.VIEW_PAGE, the page's gate): users.EXPORT. The range is the
 * ranked month on the Cairo calendar, which the page puts in the dialog.
 */
export const TOP_RIDERS_EXPORT: ExportModuleSpec<TopRidersExportField> = {
  module: 'topRiders',
  title: 'Top Riders By Area',
  permissions: [gate('users.VIEW_PAGE'), gate('users.EXPORT')],
  fields: TOP_RIDERS_EXPORT_FIELDS,
  dateFilter: 'month',
  rangeLabel: 'Ranked month',
  timeZone: CAIRO_TIME_ZONE,
};

/**
 * The page needs only a login (03 §2.2), so users.EXPORT alone gates the export: the events
 * name staff members, who are users. The range is the event's date, in the app's zone as the
 * list's date filter reads it.
 */
export const USERS_LIFE_CYCLE_EXPORT: ExportModuleSpec<UsersLifeCycleExportField> = {
  module: 'usersLifeCycle',
  title: 'Users Life Cycle',
  permissions: [gate('users.EXPORT')],
  fields: USERS_LIFE_CYCLE_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Date between',
};

/**
 * No auto-charge export flag exists: an auto charge is money into a wallet, so bills.EXPORT
 * (the finance export flag the Wallet Logs export also takes) beside the page's gate. The
 * list has no date filter, but 02 §5 exempts only four modules from the range, so the export
 * takes one on the Created column, beside the list's own filters.
 */
export const WALLET_AUTO_CHARGES_EXPORT: ExportModuleSpec<WalletAutoChargesExportField> = {
  module: 'walletAutoCharges',
  title: 'Wallet Auto Charges',
  permissions: [gate('task.VIEW_WALLET_AUTO_CHARGES'), gate('bills.EXPORT')],
  fields: WALLET_AUTO_CHARGES_EXPORT_FIELDS,
  dateFilter: 'createdAt',
  rangeLabel: 'Created between',
};
