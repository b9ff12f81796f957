import { can, type RoleLike, type RolePermissions } from './can';
import { DEPARTMENTS, LEVELS, type Gate } from './catalogue';
import { canEditUser, isAlwaysAllowed } from './editRules';

/**
 * Who may create or edit which role (issue 6, items 1 and 2). A role's rank and
 * department are powers in themselves: level ≤ 1 or the Administration department is
 * "always allowed" to edit users and balances, and any role may edit the lower ranks of
 * its own department. So an editor may only hand out a rank, a department and flags
 * that give the holders no more than the editor has.
 */

export const ROLE_EDIT_MESSAGES = {
  noRole: 'You are not allowed to manage roles',
  rankedBelow: 'You can only manage roles ranked below your own',
  ownRole: 'You cannot edit your own role',
  notAllowed: 'You are not allowed to edit this role',
  administration: 'Only Administration or a level 0–1 role can put a role in Administration',
  ownDepartment: 'You can only put roles in your own department',
  lastLevelZero: 'The last level 0 role cannot be demoted',
  lastLevelZeroAccount: 'The last active level 0 account cannot be deactivated',
  grant: (flag: string) => `You cannot grant ${flag}, which your own role does not have`,
} as const;

const ADMINISTRATION = 'Administration';

/** The editor's role; `_id` tells whether the target is the role they hold. */
export interface RoleEditor extends RoleLike {
  _id?: string | null;
}

export interface RoleShape {
  level: number;
  department: string;
  permissions: RolePermissions;
}

export interface ExistingRole {
  _id: string;
  level: number;
  department: string;
}

/**
 * Item 1. Administration makes its holders always allowed, so only an editor who is
 * always allowed may put a role there, at a level number no lower than their own.
 * Any other department gives its holders reach over that department's lower ranks,
 * which an editor who is not always allowed has only in their own department.
 */
export function departmentRefusal(editor: RoleLike, department: string, level: number): string | null {
  if (editor.level === 0) return null;
  const alwaysAllowed = isAlwaysAllowed(editor);
  if (department === ADMINISTRATION) {
    if (!alwaysAllowed) return ROLE_EDIT_MESSAGES.administration;
    return level >= editor.level ? null : ROLE_EDIT_MESSAGES.rankedBelow;
  }
  if (alwaysAllowed) return null;
  return department === editor.department ? null : ROLE_EDIT_MESSAGES.ownDepartment;
}

/** A new or edited role's rank, department and flags must all be within the editor's own. */
export function proposedRoleRefusal(editor: RoleLike | null | undefined, proposed: RoleShape): string | null {
  if (!editor) return ROLE_EDIT_MESSAGES.noRole;
  if (editor.level === 0) return null;
  if (proposed.level <= editor.level) return ROLE_EDIT_MESSAGES.rankedBelow;
  const department = departmentRefusal(editor, proposed.department, proposed.level);
  if (department) return department;
  for (const [layer, flags] of Object.entries(proposed.permissions)) {
    for (const [flag, on] of Object.entries(flags ?? {})) {
      if (on && !can(editor, { layer, permission: flag } as Gate))
        return ROLE_EDIT_MESSAGES.grant(`${layer}.${flag}`);
    }
  }
  return null;
}

/**
 * Item 2, the target side: only a role ranked below the editor (level 0 edits every
 * role), never the editor's own role (except level 0), and within the edit-user rule.
 */
export function existingRoleRefusal(
  editor: RoleEditor | null | undefined,
  target: ExistingRole,
): string | null {
  if (!editor) return ROLE_EDIT_MESSAGES.noRole;
  if (editor.level === 0) return null;
  if (editor._id && editor._id === target._id) return ROLE_EDIT_MESSAGES.ownRole;
  if (target.level <= editor.level) return ROLE_EDIT_MESSAGES.rankedBelow;
  // The edit-user rule looks at the target's rank and department only.
  return canEditUser(editor, { ...target, permissions: {} }) ? null : ROLE_EDIT_MESSAGES.notAllowed;
}

/** Whether the editor may open this role for editing at all (the renderer's Edit). */
export function mayEditRole(editor: RoleEditor | null | undefined, target: ExistingRole): boolean {
  return existingRoleRefusal(editor, target) === null;
}

/**
 * The whole edit. `otherLevelZeroHolders` counts active users holding a level-0 role
 * other than the target: without one, demoting the target would leave nobody who
 * may do everything (and nobody who could undo it).
 */
export function roleEditRefusal(
  editor: RoleEditor | null | undefined,
  target: ExistingRole,
  proposed: RoleShape,
  otherLevelZeroHolders: number,
): string | null {
  const refusal = existingRoleRefusal(editor, target) ?? proposedRoleRefusal(editor, proposed);
  if (refusal) return refusal;
  if (target.level === 0 && proposed.level > 0 && otherLevelZeroHolders === 0)
    return ROLE_EDIT_MESSAGES.lastLevelZero;
  return null;
}

export interface DepartmentChoice {
  department: string;
  /** Why the editor may not choose it, or null when they may. */
  refusal: string | null;
}

export interface LevelChoice {
  level: number;
  /** Why the editor may not choose it, or null when they may. */
  refusal: string | null;
}

/**
 * The role form's level list: only levels below the editor's own (level 0 chooses any),
 * and the last level-0 role keeps level 0. `current` is the edited role (null when creating).
 */
export function levelChoices(
  editor: RoleLike | null | undefined,
  current: { level: number } | null,
  otherLevelZeroHolders: number,
): LevelChoice[] {
  return LEVELS.map((level) => ({
    level,
    refusal: !editor
      ? ROLE_EDIT_MESSAGES.noRole
      : editor.level !== 0 && level <= editor.level
        ? ROLE_EDIT_MESSAGES.rankedBelow
        : current?.level === 0 && level > 0 && otherLevelZeroHolders === 0
          ? ROLE_EDIT_MESSAGES.lastLevelZero
          : null,
  }));
}

/** The role form's department list, each with why it is closed to this editor (if it is). */
export function departmentChoices(
  editor: RoleLike | null | undefined,
  level: number | null | undefined,
): DepartmentChoice[] {
  return DEPARTMENTS.map((department) => ({
    department,
    // Before a level is chosen, judge the department alone (at the editor's own level).
    refusal: editor
      ? departmentRefusal(editor, department, level ?? editor.level)
      : ROLE_EDIT_MESSAGES.noRole,
  }));
}

/**
 * The last level-0 role is not emptied either: its only active holder is not switched
 * off. `otherLevelZeroHolders` counts active level-0 users other than the target.
 */
export function deactivationRefusal(
  target: RoleLike | null | undefined,
  otherLevelZeroHolders: number,
): string | null {
  return target?.level === 0 && otherLevelZeroHolders === 0 ? ROLE_EDIT_MESSAGES.lastLevelZeroAccount : null;
}
