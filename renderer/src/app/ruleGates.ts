import { mayApproveMoney } from '@ops/shared/rules/moneyApprovals';
import { mayReadRides } from '@ops/shared/rules/permissions/readRules';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import type { RuleGate } from './routeTypes';

/** The dashboard's route; the server's gate of homeDashboard, and what its early read at start-up asks (features/dashboard/earlyRead.ts). */
export const DASHBOARD_GATE = gate('home.VIEW_PAGE');

/**
 * 'Pending approvals' (issue 7 §4): for the roles that may edit someone else's balance,
 * with users.EDIT_USER_BALANCE or users.EDIT_TEAM_BALANCE or always (Administration, level
 * 1 and below). The route, its menu item and the top bar's badge use it; the server refuses
 * getMoneyApprovals and pendingMoneyApprovalsCount with the same rule.
 */
export const MONEY_APPROVER_GATE: RuleGate = { rule: 'mayApproveMoney', allows: mayApproveMoney };

/**
 * The ride page (issue 23 item 5): every ride has a rider and a vehicle, so the rides rule for
 * one ride (getRide refuses with it) comes down to the role alone.
 */
export const RIDE_PAGE_GATE: RuleGate = {
  rule: 'mayReadRides',
  allows: (role) => mayReadRides(role, { user: 'one rider', scooter: 'one vehicle' }),
};
