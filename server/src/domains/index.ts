/**
 * The one list of domains the server is built from (issue 26): today their resolvers, which
 * compose/buildServer.ts hands to platform/graphql/schema.ts. Adding a domain adds its line here.
 */
import { approvalsResolvers } from './approvals/resolvers';
import { auditResolvers } from '../platform/audit/resolvers';
import { authResolvers } from './auth/resolvers';
import type { Resolvers } from '../platform/generated/graphql';
import { rolesResolvers } from './roles/resolvers';
import { startupResolvers } from './startup/resolvers';
import { tasksResolvers } from './tasks/engine';
import { attendanceResolvers } from './attendance/resolvers';
import { taskSettingsResolvers } from './taskSettings/resolvers';
import { usersResolvers } from './users/resolvers';
import { userActionsResolvers } from './users/actions/resolvers';
import { vehiclesResolvers } from './vehicles/resolvers';
import { alertPreferencesResolvers } from './alertPreferences/resolvers';
import { localePreferencesResolvers } from './localePreferences/resolvers';
import { fleetAlertsResolvers } from './fleetAlerts/resolvers';
import { ridesResolvers } from './rides/resolvers';
import { walletResolvers } from './wallet/resolvers';
import { idVerificationResolvers } from './idVerification/resolvers';
import { settlementResolvers } from './settlement/resolvers';
import { walletChargePlanResolvers } from './wallet/chargePlanResolvers';
import { userPageResolvers } from './users/pageResolvers';
import { billsResolvers } from './bills/resolvers';
import { inventoryResolvers } from './inventory/resolvers';
import { custodyResolvers } from './custody/resolvers';
import { referralsResolvers } from './referrals/resolvers';
import { sessionsResolvers } from './sessions/resolvers';
import { userLifeCycleResolvers } from './userLifeCycle/resolvers';
import { expressResolvers } from './express/resolvers';
import { primeResolvers } from './prime/resolvers';
import { promocodesResolvers } from './promocodes/resolvers';
import { paymentsResolvers } from './payments/resolvers';
import { adminFlagsResolvers } from './users/adminFlagsResolvers';
import { attendanceAdminResolvers } from './attendance/adminResolvers';
import { settingsResolvers } from './settings/resolvers';
import { rateLimiterResolvers } from '../platform/rateLimiter/resolvers';
import { pricingResolvers } from './pricing/resolvers';
import { notificationsResolvers } from './notifications/resolvers';
import { rideReviewsResolvers } from './rides/reviewResolvers';
import { contactReasonsResolvers } from './contactReasons/resolvers';
import { rentalsResolvers } from './rentals/resolvers';
import { reservationsResolvers } from './reservations/resolvers';
import { quickFindResolvers } from './quickFind/resolvers';
import { opsTasksResolvers } from './opsTasks/resolvers';
import { maintenanceResolvers } from './maintenance/resolvers';
import { onGroundTeamResolvers } from './onGroundTeam/resolvers';
import { areasResolvers } from './areas/resolvers';
import { distributionsResolvers } from './distributions/resolvers';
import { staffLocationsResolvers } from './staffLocations/resolvers';
import { rideHeatResolvers } from './rideHeat/resolvers';
import { dashboardResolvers } from './dashboard/resolvers';
import { billsAnalyticsResolvers } from './bills/analyticsResolvers';
import { ridesAnalyticsResolvers } from './rides/analyticsResolvers';
import { targetsResolvers } from './targets/resolvers';
import { riderAnalyticsResolvers } from './riderAnalytics/resolvers';
import { ratingAnalyticsResolvers } from './rides/ratingAnalyticsResolvers';
import { taskSlaResolvers } from './taskSettings/slaResolvers';
import { analyticsSummaryResolvers } from './analytics/resolvers';

/** Every domain's resolvers. A domain adds one line here. */
export const allResolvers: Resolvers[] = [
  authResolvers,
  rolesResolvers,
  startupResolvers,
  tasksResolvers,
  attendanceResolvers,
  taskSettingsResolvers,
  usersResolvers,
  vehiclesResolvers,
  ridesResolvers,
  walletResolvers,
  idVerificationResolvers,
  auditResolvers,
  userActionsResolvers,
  userPageResolvers,
  settlementResolvers,
  walletChargePlanResolvers,
  approvalsResolvers,
  primeResolvers,
  promocodesResolvers,
  referralsResolvers,
  sessionsResolvers,
  userLifeCycleResolvers,
  expressResolvers,
  paymentsResolvers,
  adminFlagsResolvers,
  billsResolvers,
  attendanceAdminResolvers,
  settingsResolvers,
  rateLimiterResolvers,
  pricingResolvers,
  notificationsResolvers,
  rideReviewsResolvers,
  contactReasonsResolvers,
  rentalsResolvers,
  reservationsResolvers,
  inventoryResolvers,
  custodyResolvers,
  areasResolvers,
  distributionsResolvers,
  staffLocationsResolvers,
  fleetAlertsResolvers,
  alertPreferencesResolvers,
  localePreferencesResolvers,
  opsTasksResolvers,
  maintenanceResolvers,
  onGroundTeamResolvers,
  rideHeatResolvers,
  dashboardResolvers,
  billsAnalyticsResolvers,
  ridesAnalyticsResolvers,
  targetsResolvers,
  riderAnalyticsResolvers,
  ratingAnalyticsResolvers,
  taskSlaResolvers,
  analyticsSummaryResolvers,
  quickFindResolvers,
];
