import { describe, expect, it } from 'vitest';
import { initialsOf, toSessionUser } from './sessionUser';

const raw = { _id: 'u1', name: 'Mona Adel', phoneNumber: '+201001234567' };

// How the role text itself is read is the shared parser's test (shared/rules/permissions/parseRole.test.ts).
describe('session user (03 §3)', () => {
  it('reads the role the server sends, id and name included', () => {
    const role = JSON.stringify({
      _id: 'r1',
      name: 'Agent',
      level: 4,
      department: 'Operations',
      permissions: { task: { RESOLVE_TASKS: true } },
    });
    const user = toSessionUser({ ...raw, role, roleName: 'Agent' });
    expect(user.role).toEqual({
      _id: 'r1',
      name: 'Agent',
      level: 4,
      department: 'Operations',
      permissions: { task: { RESOLVE_TASKS: true } },
    });
    expect(user.roleName).toBe('Agent');
    expect(user.email).toBeNull();
  });

  it('names a role without a name after roleName', () => {
    expect(toSessionUser({ ...raw, role: JSON.stringify({ level: 0 }), roleName: 'Super' }).role).toEqual({
      _id: null,
      name: 'Super',
      level: 0,
      department: null,
      permissions: {},
    });
  });

  it('reads an unreadable role as no role (denied everything)', () => {
    expect(toSessionUser({ ...raw, role: 'not json', roleName: 'Agent' }).role).toBeNull();
    expect(toSessionUser({ ...raw, role: JSON.stringify({ level: '0' }) }).role).toBeNull();
    expect(toSessionUser({ ...raw, role: null }).role).toBeNull();
  });

  it('makes initials', () => {
    expect(initialsOf('Mona Adel Hassan')).toBe('MH');
    expect(initialsOf('Omar')).toBe('OM');
    expect(initialsOf('  ')).toBe('?');
  });
});
