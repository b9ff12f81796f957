import { mayApproveMoney } from '@ops/shared/rules/moneyApprovals';
import type { RuleGate } from './routeTypes';

/**
 * 'Pending approvals' (issue 7 §4): for the roles that may edit someone else's balance,
 * with users.EDIT_USER_BALANCE or users.EDIT_TEAM_BALANCE or always (Administration, level
 * 1 and below). The route, its menu item and the top bar's badge use it; the server refuses
 * getMoneyApprovals and pendingMoneyApprovalsCount with the same rule.
 */
export const MONEY_APPROVER_GATE: RuleGate = { rule: 'mayApproveMoney', allows: mayApproveMoney };
