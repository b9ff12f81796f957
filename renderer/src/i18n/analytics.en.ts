import { enAnalyticsPages } from './analyticsPages.en';
import { RANGE_PRESETS } from '../components/analytics/analyticsUrlState';

/**
 * The analytics pages' texts (components/analytics, features/rideAnalytics), part of the English
 * catalogue (en.ts `analytics`). Numbers come already written in the user's digits.
 */
export const enAnalytics = {
  ...enAnalyticsPages,
  loadError: 'Error while getting data from the server',
  tryAgain: 'Try again',
  empty: 'Nothing to show in these dates',
  emptyText: 'No figures were recorded for the chosen dates and areas. Try a longer range or all areas.',
  allAreas: 'All areas',
  export: 'Export',
  exportStatus: { Exporting: 'Exporting', Exported: 'Exported', Failed: 'Failed' },
  chartLabel: '{{title}}, {{from}} to {{to}}',
  dates: 'Dates',
  resolution: 'Data resolution',
  areas: 'Areas',
  unit: { DAYS: 'Day', WEEKS: 'Week', MONTH: 'Month' },
  /** The table's first column. */
  bucket: { DAYS: 'Date', WEEKS: 'Week', MONTH: 'Month' },
  preset: Object.fromEntries(RANGE_PRESETS.map((preset) => [preset.key, preset.label])) as Record<
    (typeof RANGE_PRESETS)[number]['key'],
    string
  >,
  total: 'Total',
  weekOf: 'Week of {{date}}',
  average: 'Average',
  tableShows: 'Table shows',
  figurePerArea: 'Figure per area',
  perArea: '{{label}} per area',
  revenue: 'Revenue',
  per: { DAYS: 'day', WEEKS: 'week', MONTH: 'month' },
  averageHint: '{{n}} a {{per}} on average',
  rides: {
    title: 'Ride Analytics',
    subtitle:
      'Finished rides by the day they started, their riding time and revenue (actual: net, balance and prime paid).',
    figure: { count: 'Rides', minutes: 'Minutes', revenue: 'Revenue', freeRides: 'Free rides' },
    countChart: 'Rides',
    countName: 'Rides',
    kpi: { rides: 'Rides', revenue: 'Revenue', minutes: 'Riding minutes', freeRides: 'Free rides' },
    moneyPerRide: '{{n}} L.E per ride',
    minutesPerRide: '{{n}} minutes per ride',
    shareOfRides: '{{n}} % of rides',
  },
  rentals: {
    title: 'Rental Analytics',
    subtitle:
      'Day rentals by the day they were booked, and their revenue (actual: net, balance and prime paid).',
    figure: { count: 'Rentals', revenue: 'Revenue' },
    countChart: 'Day rentals',
    countName: 'Rentals',
    kpi: { rentals: 'Day rentals', revenue: 'Revenue', perRental: 'Revenue per rental' },
  },
};
