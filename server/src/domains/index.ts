/**
 * The one list of domains the server is built from (issue 26). Each domain's module.ts says what
 * it brings (resolvers, exports, aggregates, jobs, dev and REST routes: platform/modules/domainModule.ts);
 * compose/buildServer.ts and compose/main.ts loop over this list. Adding a domain adds its line here.
 */
import type { DomainModule } from '../platform/modules/domainModule';
import { alertPreferencesModule } from './alertPreferences/module';
import { alertsModule } from './alerts/module';
import { analyticsModule } from './analytics/module';
import { approvalsModule } from './approvals/module';
import { areasModule } from './areas/module';
import { attendanceModule } from './attendance/module';
import { authModule } from './auth/module';
import { billsModule } from './bills/module';
import { contactReasonsModule } from './contactReasons/module';
import { custodyModule } from './custody/module';
import { dashboardModule } from './dashboard/module';
import { distributionsModule } from './distributions/module';
import { expressModule } from './express/module';
import { fleetAlertsModule } from './fleetAlerts/module';
import { idVerificationModule } from './idVerification/module';
import { inventoryModule } from './inventory/module';
import { localePreferencesModule } from './localePreferences/module';
import { maintenanceModule } from './maintenance/module';
import { notificationsModule } from './notifications/module';
import { onGroundTeamModule } from './onGroundTeam/module';
import { opsTasksModule } from './opsTasks/module';
import { paymentsModule } from './payments/module';
import { pricingModule } from './pricing/module';
import { primeModule } from './prime/module';
import { promocodesModule } from './promocodes/module';
import { quickFindModule } from './quickFind/module';
import { referralsModule } from './referrals/module';
import { rentalsModule } from './rentals/module';
import { reservationsModule } from './reservations/module';
import { rideHeatModule } from './rideHeat/module';
import { riderAnalyticsModule } from './riderAnalytics/module';
import { ridesModule } from './rides/module';
import { rolesModule } from './roles/module';
import { sessionsModule } from './sessions/module';
import { settingsModule } from './settings/module';
import { settlementModule } from './settlement/module';
import { staffLocationsModule } from './staffLocations/module';
import { startupModule } from './startup/module';
import { targetsModule } from './targets/module';
import { taskSettingsModule } from './taskSettings/module';
import { tasksModule } from './tasks/module';
import { userLifeCycleModule } from './userLifeCycle/module';
import { usersModule } from './users/module';
import { vehiclesModule } from './vehicles/module';
import { walletModule } from './wallet/module';

/** Every domain, in name order (jobs start in this order and stop in reverse). */
export const DOMAIN_MODULES: readonly DomainModule[] = [
  alertPreferencesModule,
  alertsModule,
  analyticsModule,
  approvalsModule,
  areasModule,
  attendanceModule,
  authModule,
  billsModule,
  contactReasonsModule,
  custodyModule,
  dashboardModule,
  distributionsModule,
  expressModule,
  fleetAlertsModule,
  idVerificationModule,
  inventoryModule,
  localePreferencesModule,
  maintenanceModule,
  notificationsModule,
  onGroundTeamModule,
  opsTasksModule,
  paymentsModule,
  pricingModule,
  primeModule,
  promocodesModule,
  quickFindModule,
  referralsModule,
  rentalsModule,
  reservationsModule,
  rideHeatModule,
  riderAnalyticsModule,
  ridesModule,
  rolesModule,
  sessionsModule,
  settingsModule,
  settlementModule,
  staffLocationsModule,
  startupModule,
  targetsModule,
  taskSettingsModule,
  tasksModule,
  userLifeCycleModule,
  usersModule,
  vehiclesModule,
  walletModule,
];
