import { describe, expect, it } from 'vitest';
import { initialsOf, parseRole, toSessionUser } from './sessionUser';

describe('session user (03 §3)', () => {
  it('parses the role from its JSON text', () => {
    const role = JSON.stringify({ name: 'Agent', level: 4, department: 'Operations', permissions: { task: { RESOLVE_TASKS: true } } });
    const user = toSessionUser({ _id: 'u1', name: 'Mona Adel', phoneNumber: '+201001234567', role, roleName: 'Agent' });
    expect(user.role).toEqual({ name: 'Agent', level: 4, department: 'Operations', permissions: { task: { RESOLVE_TASKS: true } } });
    expect(user.roleName).toBe('Agent');
    expect(user.email).toBeNull();
  });

  it('reads an unreadable role as no role (denied everything)', () => {
    expect(parseRole('not json')).toBeNull();
    expect(parseRole(JSON.stringify({ name: 'x' }))).toBeNull();
    expect(parseRole(null)).toBeNull();
  });

  it('accepts a level sent as text and a missing permissions object', () => {
    expect(parseRole(JSON.stringify({ level: '0' }), 'Super')).toEqual({ name: 'Super', level: 0, department: null, permissions: {} });
  });

  it('makes initials', () => {
    expect(initialsOf('Mona Adel Hassan')).toBe('MH');
    expect(initialsOf('Omar')).toBe('OM');
    expect(initialsOf('  ')).toBe('?');
  });
});
