/** The bills domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { billsSeries, totalBillingAnalytics } from './analytics';
export { billDays, countValues, revenueValues } from './analyticsData';
export { sendPendingCardRefunds } from './cardRefunds';
export { billViewById, type BillView } from './present';
export { REVENUE_BILL_TYPES } from './revenueTypes';
export { bills, type BillType } from './tables';
