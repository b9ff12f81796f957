import type { ExportModule } from './types';
import { analyticsExport } from './analyticsExport';
import { attendanceExport } from './attendanceExport';
import { billsExport } from './billsExport';
import { heatCellsExport } from './heatCellsExport';
import { idVerificationsExport } from './idVerificationsExport';
import { promocodesExport } from './promocodesExport';
import { reservationsExport } from './reservationsExport';
import { ridesExport } from './ridesExport';
import { paymentTransactionsExport } from './paymentTransactionsExport';
import { primeSubscriptionsExport } from './primeSubscriptionsExport';
import { appSessionsExport, opsSessionsExport } from './sessionsExport';
import { vehiclesExport } from './vehiclesExport';
import { rentalsExport } from './rentalsExport';
import { intervalPaymentsExport } from './intervalPaymentsExport';
import { inventoryItemsExport } from './inventoryItemsExport';
import { inventoryConsumptionExport, inventoryInputsExport, inventoryMovementsExport, inventoryReturnsExport, inventorySortingExport, inventoryTransfersExport } from './inventoryMovementsExport';
import { damagedPartsRequestsExport, inventoryRequestsExport } from './inventoryRequestsExport';
import { inventoryStoragesExport, inventoryUrgentExport } from './inventoryStockExport';
import { custodyTransfersExport } from './custodyTransfersExport';
import { distributionsExport } from './distributionsExport';
import { activationCyclesExport, iotBatteryAlertsExport, malfunctionAlertsExport, outOfFenceVehiclesExport, urgentVehiclesExport, vehiclesCounterExport } from './fleetAlertsExport';
import { expressPartnersExport } from './expressPartnersExport';
import { onGroundTeamExport } from './onGroundTeamExport';
import { supportTeamAttendanceExport, usersCheckedInExport } from './supportTeamExport';
import { moneyApprovalsExport } from './moneyApprovalsExport';
import { maintenanceRecordsExport, maintenanceTicketsExport } from './maintenanceExport';
import { opsTasksExport } from './opsTasksExport';
import { referInitiatorsExport, referredUsersExport } from './referralsExport';
import { taskHandlingTimesExport } from './taskHandlingTimesExport';
import { tasksExport } from './tasksExport';
import { usersExport } from './usersExport';
import { walletLogsExport } from './walletLogsExport';
import { rideRatingsExport, untappedRidesExport } from './rideReviewsExport';
import { topRidersExport, usersLifeCycleExport, walletAutoChargesExport } from './riderListsExport';
import { contactReasonCategoriesExport, contactReasonsExport } from './contactReasonsExport';
import { approvalThresholdsExport } from './approvalThresholdsExport';
import { taskAreaSettingsExport, taskTypeSettingsExport } from './taskSettingsExport';

/**
 * Every module POST /export can write, by the name in its shared spec (shared/exports).
 * A list adds one entry: its spec, its field cells, its list schema and a keyset row source.
 */
export const EXPORT_MODULES: Readonly<Record<string, ExportModule<unknown, unknown>>> = {
  // The casts widen each module's row and filter types; planExport hands each module only what its own readFilters returned.
  bills: billsExport as ExportModule<unknown, unknown>,
  tasks: tasksExport as ExportModule<unknown, unknown>,
  users: usersExport as ExportModule<unknown, unknown>,
  walletLogs: walletLogsExport as ExportModule<unknown, unknown>,
  idVerifications: idVerificationsExport as ExportModule<unknown, unknown>,
  promocodes: promocodesExport as ExportModule<unknown, unknown>,
  attendance: attendanceExport as ExportModule<unknown, unknown>,
  reservations: reservationsExport as ExportModule<unknown, unknown>,
  heatCells: heatCellsExport as ExportModule<unknown, unknown>,
  rides: ridesExport as ExportModule<unknown, unknown>,
  paymentTransactions: paymentTransactionsExport as ExportModule<unknown, unknown>,
  primeSubscriptions: primeSubscriptionsExport as ExportModule<unknown, unknown>,
  appSessions: appSessionsExport as ExportModule<unknown, unknown>,
  opsSessions: opsSessionsExport as ExportModule<unknown, unknown>,
  vehicles: vehiclesExport as ExportModule<unknown, unknown>,
  referredUsers: referredUsersExport as ExportModule<unknown, unknown>,
  referInitiators: referInitiatorsExport as ExportModule<unknown, unknown>,
  rentals: rentalsExport as ExportModule<unknown, unknown>,
  intervalPayments: intervalPaymentsExport as ExportModule<unknown, unknown>,
  maintenanceRecords: maintenanceRecordsExport as ExportModule<unknown, unknown>,
  maintenanceTickets: maintenanceTicketsExport as ExportModule<unknown, unknown>,
  opsTasks: opsTasksExport as ExportModule<unknown, unknown>,
  analytics: analyticsExport as ExportModule<unknown, unknown>,
  taskHandlingTimes: taskHandlingTimesExport as ExportModule<unknown, unknown>,
  inventoryItems: inventoryItemsExport as ExportModule<unknown, unknown>,
  rideRatings: rideRatingsExport as ExportModule<unknown, unknown>,
  untappedRides: untappedRidesExport as ExportModule<unknown, unknown>,
  topRiders: topRidersExport as ExportModule<unknown, unknown>,
  usersLifeCycle: usersLifeCycleExport as ExportModule<unknown, unknown>,
  walletAutoCharges: walletAutoChargesExport as ExportModule<unknown, unknown>,
  inventoryMovements: inventoryMovementsExport as ExportModule<unknown, unknown>,
  inventoryInputs: inventoryInputsExport as ExportModule<unknown, unknown>,
  inventoryTransfers: inventoryTransfersExport as ExportModule<unknown, unknown>,
  inventoryConsumption: inventoryConsumptionExport as ExportModule<unknown, unknown>,
  inventoryReturns: inventoryReturnsExport as ExportModule<unknown, unknown>,
  inventorySorting: inventorySortingExport as ExportModule<unknown, unknown>,
  inventoryRequests: inventoryRequestsExport as ExportModule<unknown, unknown>,
  damagedPartsRequests: damagedPartsRequestsExport as ExportModule<unknown, unknown>,
  inventoryStorages: inventoryStoragesExport as ExportModule<unknown, unknown>,
  inventoryUrgent: inventoryUrgentExport as ExportModule<unknown, unknown>,
  custodyTransfers: custodyTransfersExport as ExportModule<unknown, unknown>,
  distributions: distributionsExport as ExportModule<unknown, unknown>,
  urgentVehicles: urgentVehiclesExport as ExportModule<unknown, unknown>,
  outOfFenceVehicles: outOfFenceVehiclesExport as ExportModule<unknown, unknown>,
  iotBatteryAlerts: iotBatteryAlertsExport as ExportModule<unknown, unknown>,
  activationCycles: activationCyclesExport as ExportModule<unknown, unknown>,
  malfunctionAlerts: malfunctionAlertsExport as ExportModule<unknown, unknown>,
  vehiclesCounter: vehiclesCounterExport as ExportModule<unknown, unknown>,
  contactReasons: contactReasonsExport as ExportModule<unknown, unknown>,
  contactReasonCategories: contactReasonCategoriesExport as ExportModule<unknown, unknown>,
  approvalThresholds: approvalThresholdsExport as ExportModule<unknown, unknown>,
  taskTypeSettings: taskTypeSettingsExport as ExportModule<unknown, unknown>,
  taskAreaSettings: taskAreaSettingsExport as ExportModule<unknown, unknown>,
  expressPartners: expressPartnersExport as ExportModule<unknown, unknown>,
  onGroundTeam: onGroundTeamExport as ExportModule<unknown, unknown>,
  usersCheckedIn: usersCheckedInExport as ExportModule<unknown, unknown>,
  supportTeamAttendance: supportTeamAttendanceExport as ExportModule<unknown, unknown>,
  moneyApprovals: moneyApprovalsExport as ExportModule<unknown, unknown>,
};

export function exportModule(name: string): ExportModule<unknown, unknown> | null {
  return Object.prototype.hasOwnProperty.call(EXPORT_MODULES, name) ? (EXPORT_MODULES[name] ?? null) : null;
}
