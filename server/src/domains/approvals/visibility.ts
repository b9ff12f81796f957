import { and, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { can, type RoleLike } from '@ops/shared/rules/permissions/can';
import { isAlwaysAllowed, type Person } from '@ops/shared/rules/permissions/editRules';
import type { MoneyApprovalStatus } from '@ops/shared/rules/moneyApprovals';
import { mayGovernMoneySettings } from '@ops/shared/rules/moneyLimits';
import { roles } from '../../platform/session/tables';
import { users } from '../../platform/session/tables';
import { moneyApprovals } from './tables';

/**
 * The rules of shared/rules/moneyApprovals (approvalRefusal) and of the edit-balance rule
 * (canEditBalance) as SQL conditions on money_approvals, so the list and the badge page,
 * filter and count in the database instead of reading every request into memory. The
 * branches are taken on the viewer's role in TypeScript with the shared predicates; only
 * what depends on the other people (the target's and the requester's roles) is SQL.
 * visibility.test.ts checks these against the shared rules person by person.
 */

const FALSE = sql`false`;
const TRUE = sql`true`;

/** Users whose role matches a condition, as a subquery of ids. */
const usersWithRole = (where: SQL | undefined) =>
  sql`(select ${users.id} from ${users} inner join ${roles} on ${roles.id} = ${users.roleId} where ${where})`;

/** canEditBalance(viewer, target) for every target that is not the viewer. */
function othersBalanceEditable(role: RoleLike | null | undefined): SQL {
  if (!role) return FALSE;
  if (isAlwaysAllowed(role) || can(role, { layer: 'users', permission: 'EDIT_USER_BALANCE' })) return TRUE;
  if (!can(role, { layer: 'users', permission: 'EDIT_TEAM_BALANCE' }) || !role.department) return FALSE;
  // Same department, lower rank (a higher level number); a target without a role is not on the team.
  return sql`${moneyApprovals.targetUserId} in ${usersWithRole(and(eq(roles.department, role.department), gt(roles.level, role.level)))}`;
}

/** A setting request (no wallet) is for those who hold the settings permission (settingDecisionRefusal). */
function settingsGoverned(role: RoleLike | null | undefined): SQL {
  return mayGovernMoneySettings(role) ? isNull(moneyApprovals.targetUserId) : FALSE;
}

/** A request the viewer asked for, decided, or may decide by the edit-balance rule (never one on their own balance) or the settings rule. */
export function visibleTo(viewer: Person): SQL {
  return or(
    eq(moneyApprovals.requestedBy, viewer._id),
    eq(moneyApprovals.decidedBy, viewer._id),
    and(
      isNotNull(moneyApprovals.targetUserId),
      ne(moneyApprovals.targetUserId, viewer._id),
      othersBalanceEditable(viewer.role),
    ),
    settingsGoverned(viewer.role),
  )!;
}

/** PENDING as shown: stored PENDING and not yet at its expiry (approvalStatusAt). */
export function statusIs(status: MoneyApprovalStatus, now: Date): SQL {
  switch (status) {
    case 'PENDING':
      return and(eq(moneyApprovals.status, 'PENDING'), gt(moneyApprovals.expiresAt, now))!;
    case 'EXPIRED':
      return and(eq(moneyApprovals.status, 'PENDING'), lte(moneyApprovals.expiresAt, now))!;
    case 'APPROVED':
    case 'REJECTED':
      return eq(moneyApprovals.status, status);
  }
}

/** approvalRefusal(...) === null: open, not the viewer's own, not on their balance, editable, and a requester of no higher rank. */
export function approvableBy(viewer: Person, now: Date): SQL {
  const role = viewer.role;
  if (!role) return FALSE;
  return and(
    statusIs('PENDING', now),
    ne(moneyApprovals.requestedBy, viewer._id),
    or(
      and(
        isNotNull(moneyApprovals.targetUserId),
        ne(moneyApprovals.targetUserId, viewer._id),
        othersBalanceEditable(role),
      ),
      // A threshold's approver is ranked above the role it governs (thresholdChangeRefusal).
      and(
        settingsGoverned(role),
        sql`coalesce((${moneyApprovals.payload} ->> 'roleLevel')::int > ${role.level}, true)`,
      ),
    ),
    // sameOrHigherRank: a requester with a role of a higher rank (lower level) than the viewer is not decided by them.
    sql`${moneyApprovals.requestedBy} not in ${usersWithRole(lt(roles.level, role.level))}`,
  )!;
}
