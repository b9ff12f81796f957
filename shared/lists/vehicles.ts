import { z } from 'zod';
import { BATTERY_SLIDER } from '../rules/filterOptions';
import { IOT_STATUSES, MANUFACTURERS, VEHICLE_STATUSES, VEHICLE_TYPES } from '../rules/labels';
import { RIDES_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { VEHICLE_KINDS } from '../rules/vehicleKind';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

export const LOCK_STATUSES = ['locked', 'unlocked', 'none'] as const;

/** The slider's top is 210 but the default range runs to 215 (02 §9): 215 is the filter's ceiling. */
export const BATTERY_FILTER_CEILING = BATTERY_SLIDER.defaultRange[1];

export const BATTERY_RANGE_MESSAGE = `Battery range must be two numbers from ${BATTERY_SLIDER.min} to ${BATTERY_FILTER_CEILING}, the first not above the second`;

/** A displayed-battery range (shared/rules/battery.ts), both ends included. */
export const batteryRangeSchema = z
  .strictObject({
    min: z
      .number()
      .min(BATTERY_SLIDER.min, BATTERY_RANGE_MESSAGE)
      .max(BATTERY_FILTER_CEILING, BATTERY_RANGE_MESSAGE),
    max: z
      .number()
      .min(BATTERY_SLIDER.min, BATTERY_RANGE_MESSAGE)
      .max(BATTERY_FILTER_CEILING, BATTERY_RANGE_MESSAGE),
  })
  .refine((range) => range.min <= range.max, BATTERY_RANGE_MESSAGE);

export type BatteryRange = z.infer<typeof batteryRangeSchema>;

/**
 * Every vehicle filter 02 names (§2, §4, §9). The Scooters page's panel edits this shape and
 * getVehicles reads it; one key the server does not know is refused, not ignored. `battery`
 * is present only while the slider's checkbox is ticked.
 */
export const vehiclesFilterSchema = z.strictObject({
  /** A code prefix (case-insensitive). */
  code: id.optional(),
  manufacturer: z.array(z.enum(MANUFACTURERS)).optional(),
  vehicleType: z.enum(VEHICLE_TYPES).optional(),
  /** Set by the page, not the panel: the Scooters page sends scooter, the Bikes page bike. */
  kind: z.enum(VEHICLE_KINDS).optional(),
  status: z.enum(VEHICLE_STATUSES).optional(),
  iotStatus: z.enum(IOT_STATUSES).optional(),
  lockStatus: z.enum(LOCK_STATUSES).optional(),
  disabled: z.boolean().optional(),
  isUrgent: z.boolean().optional(),
  stolenAlert: z.boolean().optional(),
  isOutOfFence: z.boolean().optional(),
  isMuted: z.boolean().optional(),
  /** In a ride now (the list view's inRide): a bulk action that stops a vehicle refuses these. */
  inRide: z.boolean().optional(),
  /** 02 §4: isInStorage 0 = active, 1 = not active. */
  isInStorage: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Area ids; an empty list is dropped before this reads it (02 §5). */
  area: z.array(id).optional(),
  battery: batteryRangeSchema.optional(),
});

export type VehiclesFilters = z.infer<typeof vehiclesFilterSchema>;

export const VEHICLES_SORT_FIELDS = ['code', 'battery', 'lastUpdate', 'createdAt'] as const;
export type VehiclesSortField = (typeof VEHICLES_SORT_FIELDS)[number];

/** The spec gives no page size for vehicles; the rides table's (25; 25–200) is used. */
export const VEHICLES_LIST: ListDefinition<VehiclesFilters, VehiclesSortField> = {
  name: 'vehicles',
  filters: vehiclesFilterSchema,
  sortFields: VEHICLES_SORT_FIELDS,
  defaultSort: { fieldName: 'code', sortType: 'asc' },
  pageSize: 25,
  pageSizeOptions: RIDES_PAGE_SIZE_OPTIONS,
};
