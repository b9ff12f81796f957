import { DEPARTMENTS, LEVELS } from './permissions/catalogue';

export const ROLE_NAME_MIN = 2;
export const ROLE_NAME_MAX = 60;

export const ROLE_INPUT_MESSAGES = {
  nameRequired: 'Role name is required',
  nameLength: `Role name must be between ${ROLE_NAME_MIN} and ${ROLE_NAME_MAX} characters`,
  levelRequired: 'Level is required',
  level: 'Level must be between 0 and 10',
  departmentRequired: 'Department is required',
  department: 'Department is not valid',
} as const;

export interface RoleInputValues {
  name?: string | null;
  level?: number | null;
  department?: string | null;
}

export type RoleInputErrors = Partial<Record<'name' | 'level' | 'department', string>>;

/** The role form's fields (03 §3: level 0–10, one of the departments); the server refuses what this refuses. */
export function roleInputErrors(values: RoleInputValues): RoleInputErrors {
  const errors: RoleInputErrors = {};
  const name = values.name?.trim() ?? '';
  if (name.length === 0) errors.name = ROLE_INPUT_MESSAGES.nameRequired;
  else if (name.length < ROLE_NAME_MIN || name.length > ROLE_NAME_MAX)
    errors.name = ROLE_INPUT_MESSAGES.nameLength;
  if (values.level === undefined || values.level === null) errors.level = ROLE_INPUT_MESSAGES.levelRequired;
  else if (!(LEVELS as readonly number[]).includes(values.level)) errors.level = ROLE_INPUT_MESSAGES.level;
  if (!values.department) errors.department = ROLE_INPUT_MESSAGES.departmentRequired;
  else if (!(DEPARTMENTS as readonly string[]).includes(values.department))
    errors.department = ROLE_INPUT_MESSAGES.department;
  return errors;
}
