import { z } from 'zod';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { exportable, SERIES_ARGS, type ExportableSeries } from '../../platform/exports/exportableSeries';
import { COUNTER_STATUSES, getVehicleCounterAnalytics } from './counterAnalytics';

const COUNTER_TITLES = { on: 'Vehicles On', ready: 'Vehicles Ready', off: 'Vehicles Off' } as const;

/** The vehicle counter's series POST /export can write (module 'analytics', platform/exports/seriesExport.ts). */
export const FLEET_ALERTS_SERIES: Readonly<Record<string, ExportableSeries>> = {
  vehicleCounter: exportable({
    query: 'getVehicleCounterAnalytics',
    gate: gate('vehicles.VIEW_ANALYTICS'),
    args: SERIES_ARGS.extend({ status: z.enum(COUNTER_STATUSES) }),
    title: (args) => COUNTER_TITLES[args.status],
    run: async (db, args) => (await getVehicleCounterAnalytics(db, args))[args.status],
  }),
};
