import { gate as g } from '@ops/shared/rules/permissions/catalogue';
import { TASK_AREA_SETTINGS_PATH } from './paths';
import { DASHBOARD_GATE, MONEY_APPROVER_GATE, RIDE_PAGE_GATE } from './ruleGates';
import type { AppRoute, PageRef } from './routeTypes';

/**
 * The route table of 03 §2.2 as data: path under /app, gate, title, menu entry and
 * the page, loaded on demand. Router, side drawer and tests all read this one list.
 */

const inventory = (path: string, title: string, page: PageRef, label?: string): AppRoute => ({
  path: `inventory/${path}`,
  gate: g('inventory.VIEW_PAGE'),
  title,
  page,
  ...(label ? { menu: { group: 'inventory', label, icon: 'inventory' } } : {}),
});

export const APP_ROUTES: readonly AppRoute[] = [
  // ---- overview ----
  {
    path: 'dashboard',
    gate: DASHBOARD_GATE,
    title: 'Dashboard',
    page: { load: () => import('../features/dashboard/DashboardPage') },
    menu: { group: 'overview', label: 'Dashboard', icon: 'dashboard' },
  },
  {
    path: 'notifications',
    gate: g('notifications.VIEW_PAGE'),
    title: 'Notifications',
    page: { load: () => import('../features/settings/NotificationsPage') },
    menu: { group: 'operations', label: 'Notifications', icon: 'bell' },
  },
  {
    path: 'notification/:id',
    gate: g('notifications.VIEW_PAGE'),
    title: 'Notification',
    page: { load: () => import('../features/settings/NotificationPage') },
  },

  // ---- tasks & support ----
  {
    path: 'resolve-tasks',
    gate: g('task.RESOLVE_TASKS'),
    title: 'Resolve Tasks',
    fullWidth: true,
    page: { load: () => import('../features/resolveTasks/ResolveTasksPage') },
    menu: { group: 'tasks', label: 'Resolve Tasks', icon: 'resolve' },
  },
  {
    path: 'tasks',
    gate: g('task.VIEW_TASKS_TABLE'),
    title: 'Tasks',
    page: { load: () => import('../features/supervisor/TasksPage') },
    menu: { group: 'tasks', label: 'Tasks', icon: 'tasks', gate: g('task.VIEW_TASKS_TABLE') },
  },
  {
    // Issue 11 item 6: handling-time analytics under Tasks (who may see every task's history may see its times).
    path: 'tasks/handling-times',
    gate: g('task.VIEW_TASKS_TABLE'),
    title: 'Handling Times',
    page: { load: () => import('../features/supervisor/HandlingTimesPage') },
    menu: { group: 'tasks', label: 'Handling Times', icon: 'analytics' },
  },
  {
    path: 'task/:taskId',
    gate: 'none',
    title: 'Task',
    page: { load: () => import('../features/supervisor/TaskDetailPage') },
  },
  {
    path: 'users-checked-in-tasks',
    gate: g('task.VIEW_TASKS_TABLE'),
    title: 'Users Checked In Tasks',
    page: { load: () => import('../features/supervisor/UsersCheckedInPage') },
    menu: { group: 'tasks', label: 'Checked-in Users', icon: 'team' },
  },
  {
    path: 'support-team-attendance',
    gate: g('task.VIEW_SUPPORT_TEAM_ATTENDANCE'),
    title: 'Support Team Attendance',
    page: { load: () => import('../features/supervisor/SupportTeamAttendancePage') },
    menu: { group: 'tasks', label: 'Support Team Attendance', icon: 'attendance' },
  },
  {
    path: 'task-assignment-settings',
    gate: g('task.VIEW_SETTINGS'),
    title: 'Task Assignment Settings',
    page: { load: () => import('../features/supervisor/TaskAssignmentSettingsPage') },
    menu: { group: 'tasks', label: 'Task Assignment Settings', icon: 'settings' },
  },
  {
    // Deliberately not in the menu: the address is the access path (03 §2.4).
    path: TASK_AREA_SETTINGS_PATH,
    gate: g('task.VIEW_TASK_AREA_SETTINGS'),
    title: 'Task Assignment Area Settings',
    page: { load: () => import('../features/supervisor/TaskAreaSettingsPage') },
  },
  {
    path: 'ops-tasks',
    gate: g('opsTask.VIEW_PAGE'),
    title: 'Ops Tasks',
    page: { load: () => import('../features/opsTasks/OpsTasksPage') },
    menu: { group: 'tasks', label: 'Ops Tasks', icon: 'tool' },
  },
  {
    path: 'attendance',
    gate: g('attendance.VIEW_PAGE'),
    title: 'Attendance',
    page: { load: () => import('../features/attendance/AttendancePage') },
    menu: { group: 'tasks', label: 'Attendance', icon: 'attendance' },
  },
  {
    path: 'attendance/user/:id',
    gate: g('attendance.VIEW_PAGE'),
    title: 'User Attendance',
    page: { load: () => import('../features/attendance/UserAttendancePage') },
  },

  // ---- users ----
  {
    path: 'users',
    gate: g('users.VIEW_PAGE'),
    title: 'Users',
    page: { load: () => import('../features/users/UsersPage') },
    menu: { group: 'users', label: 'Users', icon: 'users' },
  },
  {
    path: 'user/:id',
    gate: g('users.VIEW_PAGE'),
    title: 'User',
    page: { load: () => import('../features/users/userPage/UserPage') },
  },
  {
    path: 'id-verify',
    gate: g('users.VIEW_VERIFICATION'),
    title: 'ID Verification',
    // 02 §2: the list lives at /app/id-verify and also /app/id-verify/list.
    page: { load: () => import('../features/idVerification/IdVerificationsPage') },
    menu: { group: 'users', label: 'ID Verification', icon: 'idCard' },
  },
  {
    path: 'id-verify/list',
    gate: g('users.VIEW_VERIFICATION'),
    title: 'ID Verification List',
    page: { load: () => import('../features/idVerification/IdVerificationsPage') },
  },
  {
    path: 'id-verify/data-entry/:_id',
    gate: g('users.VIEW_VERIFICATION'),
    title: 'Complete ID Verification Data',
    page: { load: () => import('../features/idVerification/DataEntryPage') },
  },
  {
    // Also serves /app/id-verify/verify, where the pending-ID badge leads (03 §2.3).
    path: 'id-verify/:_id',
    gate: g('users.VIEW_VERIFICATION'),
    title: 'Verify ID',
    page: { load: () => import('../features/idVerification/IdVerificationPage') },
  },
  {
    path: 'app-sessions',
    gate: g('users.APP_SESSIONS'),
    title: 'App Sessions',
    page: { load: () => import('../features/sessions/AppSessionsPage') },
    menu: { group: 'users', label: 'App Sessions', icon: 'history' },
  },
  {
    path: 'ops-sessions',
    gate: g('users.OPS_SESSIONS'),
    title: 'Ops Sessions',
    page: { load: () => import('../features/sessions/OpsSessionsPage') },
    menu: { group: 'users', label: 'Ops Sessions', icon: 'history' },
  },
  {
    path: 'users-life-cycle',
    gate: 'login',
    title: 'Users Life Cycle',
    page: { load: () => import('../features/userLifeCycle/UsersLifeCyclePage') },
    menu: { group: 'users', label: 'Users Life Cycle', icon: 'history' },
  },
  {
    // 'gate not shown' (03 §2.2): the users section's view permission.
    path: 'referred-users',
    gate: g('users.VIEW_PAGE'),
    title: 'Referred Users',
    page: { load: () => import('../features/referrals/ReferredUsersPage') },
    menu: { group: 'users', label: 'Referred Users', icon: 'users' },
  },
  {
    path: 'refer-initiator-users',
    gate: g('users.VIEW_PAGE'),
    title: 'Refer Initiator Users',
    page: { load: () => import('../features/referrals/ReferInitiatorsPage') },
    menu: { group: 'users', label: 'Refer Initiators', icon: 'users' },
  },
  {
    path: 'top-riders-by-area',
    gate: g('users.VIEW_PAGE'),
    title: 'Top Riders By Area',
    page: { load: () => import('../features/referrals/TopRidersPage') },
    menu: { group: 'users', label: 'Top Riders by Area', icon: 'star' },
  },

  // ---- rides & rentals ----
  {
    path: 'rides',
    gate: g('rides.VIEW_PAGE'),
    title: 'Rides',
    page: { load: () => import('../features/rides/RidesPage') },
    menu: { group: 'rides', label: 'Rides', icon: 'rides' },
  },
  {
    path: 'rides/:rideId',
    gate: 'none',
    dataGate: RIDE_PAGE_GATE,
    title: 'Ride',
    page: { load: () => import('../features/rides/ridePage/RidePage') },
  },
  {
    path: 'untapped-rides',
    gate: g('rides.VIEW_UNTAPPED_PAGE'),
    title: 'Untapped Rides',
    page: { load: () => import('../features/rideReviews/UntappedRidesPage') },
    menu: { group: 'rides', label: 'Untapped Rides', icon: 'rides' },
  },
  {
    path: 'ride/images',
    gate: g('rides.VIEW_IMAGES'),
    title: 'Ride Images',
    page: { load: () => import('../features/rideReviews/RideImagesPage') },
    menu: { group: 'rides', label: 'Ride Images', icon: 'rides' },
  },
  {
    path: 'ride/ratings',
    gate: g('rides.VIEW_RIDES_RATINGS'),
    title: 'Ride Ratings',
    page: { load: () => import('../features/rideReviews/RideRatingsPage') },
    menu: { group: 'rides', label: 'Ride Ratings', icon: 'star' },
  },
  {
    path: 'contact-reasons',
    gate: g('rides.VIEW_CONTACT_REASONS'),
    title: 'Contact Reasons',
    page: { load: () => import('../features/contactReasons/ContactReasonsPage') },
    menu: { group: 'rides', label: 'Contact Reasons', icon: 'message' },
  },
  {
    path: 'contact-reasons-categories',
    gate: g('rides.MODIFY_CONTACT_REASON_CATEGORIES'),
    title: 'Contact Reasons Categories',
    page: { load: () => import('../features/contactReasons/ContactReasonCategoriesPage') },
    menu: { group: 'rides', label: 'Contact Reason Categories', icon: 'message' },
  },
  {
    path: 'rentals',
    gate: g('rentals.VIEW_PAGE'),
    title: 'Rentals',
    page: { load: () => import('../features/rentals/RentalsPage') },
    menu: { group: 'rides', label: 'Rentals', icon: 'calendar' },
  },
  {
    path: 'reservations',
    gate: g('reservations.VIEW'),
    title: 'Reservations',
    page: { load: () => import('../features/reservations/ReservationsPage') },
    menu: { group: 'rides', label: 'Reservations', icon: 'calendar' },
  },

  // ---- vehicles ----
  {
    path: 'vehicles',
    gate: g('vehicles.VIEW_PAGE'),
    title: 'Scooters',
    page: { load: () => import('../features/vehicles/VehiclesPage') },
    menu: { group: 'vehicles', label: 'Scooters', icon: 'vehicles' },
  },
  {
    // Issue 9 item 5 (02 §2): the same list for the e-bikes, under the same flag.
    path: 'bikes',
    gate: g('vehicles.VIEW_PAGE'),
    title: 'Bikes',
    page: { load: () => import('../features/vehicles/BikesPage') },
    menu: { group: 'vehicles', label: 'Bikes', icon: 'vehicles' },
  },
  {
    path: 'vehicle/:id',
    gate: 'none',
    title: 'Vehicle',
    page: { load: () => import('../features/vehicles/vehiclePage/VehiclePage') },
  },
  {
    path: 'urgent',
    gate: g('vehicles.VIEW_URGENT_VEHICLES'),
    title: 'Urgent Vehicles',
    page: { load: () => import('../features/fleetAlerts/UrgentVehiclesPage') },
    menu: { group: 'vehicles', label: 'Urgent Vehicles', icon: 'alert' },
  },
  {
    path: 'vehicles/out-of-fence',
    gate: 'none',
    title: 'Out Of Fence Vehicles',
    page: { load: () => import('../features/fleetAlerts/OutOfFencePage') },
    menu: { group: 'vehicles', label: 'Out of Fence', icon: 'map', gate: g('home.VIEW_URGENT_VEHICLES') },
  },
  {
    path: 'vehicles-life-cycle',
    gate: g('vehicles.VIEW_LIFE_CYCLE'),
    title: 'Vehicles Life Cycle',
    page: { load: () => import('../features/vehicleLifeCycle/VehiclesLifeCyclePage') },
    menu: { group: 'vehicles', label: 'Life Cycle', icon: 'history' },
  },
  {
    path: 'vehicles-iot-battery-alert',
    gate: g('vehicles.IOT_BATTERY_ALERTS'),
    title: 'IoT Battery Alerts',
    page: { load: () => import('../features/fleetAlerts/IotBatteryAlertsPage') },
    menu: { group: 'vehicles', label: 'IoT Battery Alerts', icon: 'alert' },
  },
  {
    path: 'vehicles-activation-cycle',
    gate: g('vehicles.VIEW_ACTIVATION_CYCLE'),
    title: 'Vehicles Activation Cycle',
    page: { load: () => import('../features/fleetAlerts/ActivationCyclePage') },
    menu: { group: 'vehicles', label: 'Activation Cycle', icon: 'history' },
  },
  {
    path: 'vehicles-malfunction-alert',
    gate: g('vehicles.VIEW_VEHICLE_MALFUNCTION_ALERT'),
    title: 'Vehicles Malfunction Alerts',
    page: { load: () => import('../features/fleetAlerts/MalfunctionAlertsPage') },
    menu: { group: 'vehicles', label: 'Malfunction Alerts', icon: 'tool' },
  },
  {
    path: 'vehicles/counter',
    gate: g('vehicles.VIEW_SNAPSHOT_COUNTER'),
    title: 'Counter',
    page: { load: () => import('../features/fleetAlerts/VehiclesCounterPage') },
    menu: { group: 'vehicles', label: 'Counter', icon: 'vehicles' },
  },
  {
    path: 'maintenance',
    gate: g('maintenance.VIEW_PAGE'),
    title: 'Maintenance',
    page: { load: () => import('../features/maintenance/MaintenancePage') },
    menu: { group: 'vehicles', label: 'Maintenance', icon: 'tool' },
  },

  // ---- finance ----
  {
    path: 'wallet',
    gate: g('task.VIEW_WALLET_LOGS'),
    title: 'Wallet Logs',
    page: { load: () => import('../features/wallet/WalletLogsPage') },
    menu: { group: 'finance', label: 'Wallet Logs', icon: 'wallet' },
  },
  {
    // Issue 7 §4: a second signature on large money edits, for those who may edit others' balances.
    path: 'approvals',
    gate: MONEY_APPROVER_GATE,
    title: 'Pending approvals',
    page: { load: () => import('../features/approvals/ApprovalsPage') },
    menu: { group: 'finance', label: 'Pending approvals', icon: 'wallet' },
  },
  {
    path: 'wallet-auto-charge',
    gate: g('task.VIEW_WALLET_AUTO_CHARGES'),
    title: 'Wallet Auto Charge',
    page: { load: () => import('../features/wallet/autoCharge/WalletAutoChargePage') },
    menu: { group: 'finance', label: 'Wallet Auto Charge', icon: 'wallet' },
  },
  {
    path: 'bills',
    gate: 'none',
    // The bills query's own gate (bills.graphql): the page is nothing without it.
    dataGate: g('bills.VIEW_PAGE'),
    title: 'Bills',
    page: { load: () => import('../features/bills/BillsPage') },
    menu: { group: 'finance', label: 'Bills', icon: 'bills', gate: g('bills.VIEW_PAGE') },
  },
  {
    path: 'auto-settlings',
    gate: g('bills.VIEW_AUTO_SETTLINGS'),
    title: 'Auto Settlings',
    page: { load: () => import('../features/bills/AutoSettlingsPage') },
    menu: { group: 'finance', label: 'Auto Settlings', icon: 'bills' },
  },
  {
    path: 'payment-transactions',
    gate: g('bills.VIEW_PAYMENT_TRANSACTIONS'),
    title: 'Payment Transactions',
    page: { load: () => import('../features/payments/PaymentTransactionsPage') },
    menu: { group: 'finance', label: 'Payment Transactions', icon: 'credit' },
  },
  {
    // IntervalPayments (02 §2; issue 8 §8): scheduled charges and the transactions they made, so the
    // payment transactions' right gates it (the schema says so too); retry needs bills.REFUND.
    path: 'interval-payments',
    gate: g('bills.VIEW_PAYMENT_TRANSACTIONS'),
    title: 'Interval Payments',
    page: { load: () => import('../features/payments/IntervalPaymentsPage') },
    menu: { group: 'finance', label: 'Interval Payments', icon: 'credit' },
  },
  {
    path: 'prime',
    gate: g('prime.VIEW_PAGE'),
    title: 'Prime',
    page: { load: () => import('../features/prime/PrimePage') },
    menu: { group: 'finance', label: 'Prime', icon: 'crown' },
  },
  {
    path: 'pricing',
    gate: g('pricing.VIEW_PAGE'),
    title: 'Pricing',
    page: { load: () => import('../features/settings/PricingPage') },
    menu: { group: 'finance', label: 'Pricing', icon: 'credit' },
  },
  {
    path: 'promocodes',
    gate: g('promocodes.VIEW_PAGE'),
    title: 'Promocodes',
    page: { load: () => import('../features/promocodes/PromocodesPage') },
    menu: { group: 'finance', label: 'Promocodes', icon: 'gift' },
  },

  // ---- analytics ----
  {
    path: 'analytics-summary',
    gate: g('analytics.VIEW_SUMMARIES'),
    title: 'Analytics Summary',
    page: { load: () => import('../features/analyticsSummary/AnalyticsSummaryPage') },
    menu: { group: 'analytics', label: 'Summary', icon: 'analytics' },
  },
  {
    path: 'cohorts',
    gate: g('analytics.VIEW_COHORTS'),
    title: 'Cohorts',
    page: { load: () => import('../features/riderAnalytics/CohortsPage') },
    menu: { group: 'analytics', label: 'Cohorts', icon: 'analytics' },
  },
  {
    path: 'rating-analytics',
    gate: g('analytics.VIEW_RATINGS_ANALYTICS'),
    title: 'Rating Analytics',
    page: { load: () => import('../features/rideReviews/RatingAnalyticsPage') },
    menu: { group: 'analytics', label: 'Rating Analytics', icon: 'star' },
  },
  {
    path: 'wallet-analytics',
    gate: g('analytics.VIEW_WALLET_ANALYTICS'),
    title: 'Wallet Analytics',
    page: { load: () => import('../features/riderAnalytics/WalletAnalyticsPage') },
    menu: { group: 'analytics', label: 'Wallet Analytics', icon: 'wallet' },
  },
  {
    path: 'prime-analytics',
    gate: g('prime.VIEW_ANALYTICS'),
    title: 'Prime Analytics',
    page: { load: () => import('../features/prime/PrimeAnalyticsPage') },
    menu: { group: 'analytics', label: 'Prime Analytics', icon: 'crown' },
  },
  {
    path: 'reservations-analytics',
    gate: g('reservations.VIEW_ANALYTICS'),
    title: 'Reservations Analytics',
    page: { load: () => import('../features/reservations/ReservationsAnalyticsPage') },
    menu: { group: 'analytics', label: 'Reservations Analytics', icon: 'calendar' },
  },
  {
    path: 'heat/data',
    gate: g('analytics.VIEW_HEAT_DATA'),
    title: 'Heat Data',
    page: { load: () => import('../features/rideHeat/HeatDataPage') },
    menu: { group: 'analytics', label: 'Heat Data', icon: 'heat' },
  },
  {
    path: 'bill/analytics',
    gate: g('bills.VIEW_ANALYTICS'),
    title: 'Bill Analytics',
    page: { load: () => import('../features/billAnalytics/BillAnalyticsPage') },
    menu: { group: 'analytics', label: 'Bill Analytics', icon: 'bills' },
  },
  {
    path: 'ride/analytics',
    gate: g('rides.VIEW_ANALYTICS'),
    title: 'Ride Analytics',
    page: { load: () => import('../features/rideAnalytics/RideAnalyticsPage') },
    menu: { group: 'analytics', label: 'Ride Analytics', icon: 'rides' },
  },
  {
    path: 'ride/heatmap',
    gate: g('rides.VIEW_ANALYTICS'),
    title: 'Ride Heatmap',
    page: { load: () => import('../features/rideHeat/HeatmapPage') },
    menu: { group: 'analytics', label: 'Ride Heatmap', icon: 'heat' },
  },
  {
    // users has no VIEW_ANALYTICS flag in the catalogue: the analytics layer's view applies.
    path: 'user/analytics',
    gate: g('analytics.VIEW_SUMMARIES'),
    title: 'User Analytics',
    page: { load: () => import('../features/riderAnalytics/UserAnalyticsPage') },
    menu: { group: 'analytics', label: 'User Analytics', icon: 'users' },
  },
  {
    path: 'rental/analytics',
    gate: g('rentals.VIEW_ANALYTICS'),
    title: 'Rental Analytics',
    page: { load: () => import('../features/rideAnalytics/RentalAnalyticsPage') },
    menu: { group: 'analytics', label: 'Rental Analytics', icon: 'calendar' },
  },
  {
    path: 'vehicles/counter/analytics',
    gate: g('vehicles.VIEW_ANALYTICS'),
    title: 'Vehicles Counter Analytics',
    page: { load: () => import('../features/fleetAlerts/VehicleCounterAnalyticsPage') },
    menu: { group: 'analytics', label: 'Vehicle Counters', icon: 'vehicles' },
  },
  {
    path: 'userLog/analytics',
    gate: g('users.VIEW_BEHAVIOUR_LOGS'),
    title: 'User Behaviour Logs',
    page: { load: () => import('../features/riderAnalytics/UserLogAnalyticsPage') },
    menu: { group: 'analytics', label: 'Behaviour Logs', icon: 'history' },
  },

  // ---- inventory ----
  inventory('items', 'Inventory Items', { load: () => import('../features/inventory/ItemsPage') }, 'Items'),
  inventory('items/:id', 'Inventory Item', { load: () => import('../features/inventory/ItemPage') }),
  inventory(
    'inputs',
    'Inventory Inputs',
    { load: () => import('../features/inventory/InputsPage') },
    'Inputs',
  ),
  inventory(
    'transfers',
    'Inventory Transfers',
    { load: () => import('../features/inventory/TransfersPage') },
    'Transfers',
  ),
  inventory(
    'consumption',
    'Inventory Consumption',
    { load: () => import('../features/inventory/ConsumptionPage') },
    'Consumption',
  ),
  inventory(
    'returns',
    'Inventory Returns',
    { load: () => import('../features/inventory/ReturnsPage') },
    'Returns',
  ),
  inventory(
    'urgent',
    'Urgent Inventory',
    { load: () => import('../features/inventory/UrgentPage') },
    'Urgent',
  ),
  inventory('storages', 'Storages', { load: () => import('../features/inventory/StoragesPage') }, 'Storages'),
  inventory('storages/:id', 'Storage', { load: () => import('../features/inventory/StoragePage') }),
  inventory(
    'analytics',
    'Inventory Analytics',
    { load: () => import('../features/inventory/AnalyticsPage') },
    'Analytics',
  ),
  inventory(
    'sorting',
    'Inventory Sorting',
    { load: () => import('../features/inventory/SortingPage') },
    'Sorting',
  ),
  inventory(
    'requests',
    'Inventory Requests',
    { load: () => import('../features/inventory/RequestsPage') },
    'Requests',
  ),
  inventory(
    'damaged-parts-requests',
    'Damaged Parts Requests',
    { load: () => import('../features/inventory/DamagedPartsRequestsPage') },
    'Damaged Parts',
  ),

  // ---- operations ----
  {
    path: 'areas',
    gate: g('areas.VIEW_PAGE'),
    title: 'Areas',
    page: { load: () => import('../features/areas/AreasPage') },
    menu: { group: 'operations', label: 'Areas', icon: 'area' },
  },
  {
    path: 'areas/:id',
    gate: g('areas.VIEW_PAGE'),
    title: 'Area',
    page: { load: () => import('../features/areas/AreaPage') },
  },
  {
    // 02 §2 names the 'Distributions' list; the route table does not list it, so it sits beside areas.
    path: 'distributions',
    gate: g('distribution.VIEW_PAGE'),
    title: 'Distributions',
    page: { load: () => import('../features/distributions/DistributionsPage') },
    menu: { group: 'operations', label: 'Distributions', icon: 'area' },
  },
  {
    path: 'custody-transfer',
    gate: g('custodyTransfer.VIEW_PAGE'),
    title: 'Custody Transfer',
    page: { load: () => import('../features/custody/CustodyTransfersPage') },
    menu: { group: 'operations', label: 'Custody Transfer', icon: 'swap' },
  },
  {
    path: 'express-partners',
    gate: g('express.VIEW_PAGE'),
    title: 'Express Partners',
    page: { load: () => import('../features/express/ExpressPartnersPage') },
    menu: { group: 'operations', label: 'Express Partners', icon: 'partner' },
  },
  {
    path: 'express-partner/:id',
    gate: g('express.VIEW_PAGE'),
    title: 'Express Partner',
    page: { load: () => import('../features/express/ExpressPartnerPage') },
  },
  {
    // "onGroundTeam pages" (03 §2.2) are not named; this is their home.
    path: 'on-ground-team',
    gate: g('onGroundTeam.VIEW_PAGE'),
    title: 'On Ground Team',
    page: { load: () => import('../features/onGroundTeam/OnGroundTeamPage') },
    menu: { group: 'operations', label: 'On Ground Team', icon: 'team' },
  },
  {
    path: 'targets',
    gate: g('target.SET'),
    title: 'Targets',
    page: { load: () => import('../features/targets/TargetsPage') },
    menu: { group: 'operations', label: 'Targets', icon: 'target' },
  },
  {
    path: 'targets/actual',
    gate: g('target.VIEW'),
    title: 'Targets vs Actual',
    page: { load: () => import('../features/targets/TargetsActualPage') },
    menu: { group: 'operations', label: 'Targets vs Actual', icon: 'target' },
  },

  // ---- administration ----
  {
    path: 'roles',
    gate: g('roles.VIEW_PAGE'),
    title: 'Roles',
    page: { load: () => import('../features/roles/RolesPage') },
    menu: { group: 'administration', label: 'Roles', icon: 'roles' },
  },
  {
    path: 'roles/create',
    gate: g('roles.VIEW_PAGE'),
    title: 'Create Role',
    page: { load: () => import('../features/roles/RoleEditorPage') },
  },
  {
    path: 'roles/:roleId',
    gate: g('roles.VIEW_PAGE'),
    title: 'Edit Role',
    page: { load: () => import('../features/roles/RoleEditorPage') },
  },
  {
    path: 'settings',
    gate: g('settings.VIEW_TAB'),
    title: 'Settings',
    page: { load: () => import('../features/settings/SettingsPage') },
    menu: { group: 'administration', label: 'Settings', icon: 'settings' },
  },
  {
    // Issue 7 §4: each role's threshold above which a money edit waits for a second signature.
    path: 'approval-thresholds',
    gate: g('settings.VIEW_TAB'),
    title: 'Approval Thresholds',
    page: { load: () => import('../features/approvals/thresholds/ApprovalThresholdsPage') },
    menu: { group: 'administration', label: 'Approval Thresholds', icon: 'shield' },
  },
  {
    path: 'payment_methods',
    gate: g('settings.ADJUST_PAYMENT_METHODS'),
    title: 'Payment Methods',
    page: { load: () => import('../features/settings/PaymentMethodsPage') },
    menu: { group: 'administration', label: 'Payment Methods', icon: 'credit' },
  },
  {
    path: 'rating-reccomendations',
    gate: g('settings.MODIFY_RATING_RECCOMENDATIONS'),
    title: 'Rating Recommendations',
    page: { load: () => import('../features/settings/RatingRecommendationsPage') },
    menu: { group: 'administration', label: 'Rating Recommendations', icon: 'star' },
  },
  {
    path: 'rate-limit',
    gate: g('rateLimiter.VIEW_PAGE'),
    title: 'Rate Limit',
    page: { load: () => import('../features/settings/RateLimitPage') },
    menu: { group: 'administration', label: 'Rate Limit', icon: 'shield' },
  },
  {
    path: 'third-parties-limit',
    gate: g('settings.VIEW_THIRD_PARTIES_LIMITS'),
    title: 'Third Parties Limit',
    page: { load: () => import('../features/settings/ThirdPartyLimitsPage') },
    menu: { group: 'administration', label: 'Third-party Limits', icon: 'shield' },
  },
];
