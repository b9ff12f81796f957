export const EXPORT_RANGE_LIMIT_DAYS = 95;

export const EXPORT_MESSAGES = {
  noFields: 'Please select at least one field to export.',
  range: "Please specify start and end dates which shouldn't exceed 95 days",
  order: 'Start Date must be smaller than End Date',
} as const;

/** 02 §5, 03 §5: "The date limit does not apply to vehicles, promocodes, analytics export and inventory items." */
export const EXPORT_DATE_LIMIT_EXEMPT_MODULES = [
  'vehicles',
  'promocodes',
  'analytics',
  'inventoryItems',
  // The inventory lists with no date filter to bound them: stock of inventory items, and requests for them.
  'inventoryStorages',
  'inventoryUrgent',
  'inventoryRequests',
  'damagedPartsRequests',
  // The heat data cells (/app/heat/data) are an analytics export: the heat request bounds them (366 days, 4,000 cells).
  'heatCells',
  // Task handling times (issue 11 item 6) are an analytics export.
  'taskHandlingTimes',
  // Vehicle alert lists (features/fleetAlerts): vehicles, with no date filter.
  'urgentVehicles',
  'outOfFenceVehicles',
  'iotBatteryAlerts',
  'malfunctionAlerts',
  // Who is on shift now, and the partners and field team as they stand: lists of the present
  // with no date to bound (the 95-day rule of 02 §5 bounds histories). Ours, not the spec's.
  'usersCheckedIn',
  'supportTeamAttendance',
  'onGroundTeam',
  'expressPartners',
  // Configuration as it stands (contact reasons, approval thresholds, task assignment settings): no date to bound. Ours.
  'contactReasons',
  'contactReasonCategories',
  'approvalThresholds',
  'taskTypeSettings',
  'taskAreaSettings',
] as const;

const MS_PER_DAY = 86_400_000;

export interface ExportRequest {
  fields: readonly string[];
  startDate: Date | null | undefined;
  endDate: Date | null | undefined;
  module: string;
  /** settings.EXPORT_WITHOUT_LIMIT */
  canExportWithoutLimit: boolean;
}

export function isDateLimitExempt(module: string): boolean {
  return (EXPORT_DATE_LIMIT_EXEMPT_MODULES as readonly string[]).includes(module);
}

/**
 * Whole days between the two instants, counted down like a calendar "diff in days",
 * so a start-of-day to end-of-day range of 96 calendar days still counts as 95.
 */
export function daysBetween(start: Date, end: Date): number {
  return Math.floor((end.getTime() - start.getTime()) / MS_PER_DAY);
}

/** The first message that blocks the export, or null. */
export function validateExport({
  fields,
  startDate,
  endDate,
  module,
  canExportWithoutLimit,
}: ExportRequest): string | null {
  if (fields.length === 0) return EXPORT_MESSAGES.noFields;
  if (canExportWithoutLimit || isDateLimitExempt(module)) return null;
  if (!startDate || !endDate) return EXPORT_MESSAGES.range;
  if (startDate.getTime() > endDate.getTime()) return EXPORT_MESSAGES.order;
  if (daysBetween(startDate, endDate) > EXPORT_RANGE_LIMIT_DAYS) return EXPORT_MESSAGES.range;
  return null;
}

export type ExportStatus = 'idle' | 'Exporting' | 'Exported' | 'Failed';

/** 02 §4: "a new export is ignored while one runs". */
export function canStartExport(status: ExportStatus): boolean {
  return status !== 'Exporting';
}
