import { describe, expect, it } from 'vitest';
import { parseRole } from './parseRole';

const none = { _id: null, name: null, department: null };

describe('parseRole (03 §3 "role (arrives as JSON text, parsed into an object with level and permissions)")', () => {
  it.each([
    [
      'JSON text, as the server sends it',
      '{"_id":"r1","name":"Agent","level":3,"department":"Operations","permissions":{"task":{"FLAG_TASK":true}}}',
      {
        _id: 'r1',
        name: 'Agent',
        level: 3,
        department: 'Operations',
        permissions: { task: { FLAG_TASK: true } },
      },
    ],
    ['an object', { level: 0, permissions: {} }, { ...none, level: 0, permissions: {} }],
    ['no permissions object', '{"level":0}', { ...none, level: 0, permissions: {} }],
    [
      'only true flags survive',
      '{"level":2,"permissions":{"users":{"EDIT_USER":"true","VIEW_PAGE":true,"EXPORT":false}}}',
      { ...none, level: 2, permissions: { users: { VIEW_PAGE: true } } },
    ],
    [
      'unknown layers are dropped',
      '{"level":2,"permissions":{"hack":{"ALL":true}}}',
      { ...none, level: 2, permissions: {} },
    ],
    [
      'an id or name that is not text is dropped',
      '{"_id":7,"name":["x"],"level":4}',
      { ...none, level: 4, permissions: {} },
    ],
    ['broken JSON', '{level:', null],
    ['not JSON at all', 'not json', null],
    ['no level', '{"name":"x","permissions":{}}', null],
    ['a level sent as text', '{"level":"0"}', null],
    ['a negative level', '{"level":-1}', null],
    ['a fractional level', '{"level":1.5}', null],
    ['a list', '[]', null],
    ['JSON null', 'null', null],
    ['nothing', null, null],
    ['an empty text', '', null],
  ])('%s', (_case, input, expected) => {
    expect(parseRole(input)).toEqual(expected);
  });
});
