import { describe, expect, it } from 'vitest';
import { parseRole } from './parseRole';

describe('parseRole (03 §3 "role (arrives as JSON text, parsed into an object with level and permissions)")', () => {
  it.each([
    [
      'JSON text',
      '{"level":3,"department":"Operations","permissions":{"task":{"FLAG_TASK":true}}}',
      { level: 3, department: 'Operations', permissions: { task: { FLAG_TASK: true } } },
    ],
    ['an object', { level: 0, permissions: {} }, { level: 0, department: null, permissions: {} }],
    [
      'only true flags survive',
      '{"level":2,"permissions":{"users":{"EDIT_USER":"true","VIEW_PAGE":true,"EXPORT":false}}}',
      { level: 2, department: null, permissions: { users: { VIEW_PAGE: true } } },
    ],
    [
      'unknown layers are dropped',
      '{"level":2,"permissions":{"hack":{"ALL":true}}}',
      { level: 2, department: null, permissions: {} },
    ],
    ['broken JSON', '{level:', null],
    ['no level', '{"permissions":{}}', null],
    ['a negative level', '{"level":-1}', null],
    ['a fractional level', '{"level":1.5}', null],
    ['a list', '[]', null],
    ['nothing', null, null],
  ])('%s', (_case, input, expected) => {
    expect(parseRole(input)).toEqual(expected);
  });
});
