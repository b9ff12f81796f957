import { describe, expect, it } from 'vitest';
import { ROLE_INPUT_MESSAGES as M, roleInputErrors } from './roleInput';

describe('role input (03 §3: "A levels list of 0 to 10 exists"; departments Operations, Engineering, Administration, Marketing, Accounting)', () => {
  it.each([
    [{ name: 'Night Desk', level: 6, department: 'Operations' }, {}],
    [{ name: '', level: 6, department: 'Operations' }, { name: M.nameRequired }],
    [{ name: 'X', level: 6, department: 'Operations' }, { name: M.nameLength }],
    [{ name: 'x'.repeat(61), level: 6, department: 'Operations' }, { name: M.nameLength }],
    [{ name: 'Top', level: 0, department: 'Administration' }, {}],
    [{ name: 'Low', level: 10, department: 'Marketing' }, {}],
    [{ name: 'Bad', level: 11, department: 'Operations' }, { level: M.level }],
    [{ name: 'Bad', level: 2.5, department: 'Operations' }, { level: M.level }],
    [{ name: 'Bad', level: null, department: 'Operations' }, { level: M.levelRequired }],
    [{ name: 'Bad', level: 3, department: '' }, { department: M.departmentRequired }],
    [{ name: 'Bad', level: 3, department: 'Sales' }, { department: M.department }],
  ])('%j -> %j', (values, expected) => {
    expect(roleInputErrors(values)).toEqual(expected);
  });
});
