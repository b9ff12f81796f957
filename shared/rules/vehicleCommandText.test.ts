import { describe, expect, it } from 'vitest';
import { commandSentText } from './vehicleCommandText';

describe('the notice after a vehicle command', () => {
  it.each([
    ['ring', 'Ring sent to C10238'],
    ['restart', 'Restart sent to C10238'],
    ['extunlock', 'Ext Unlock sent to C10238'],
    ['motorLock', 'Motor Lock sent to C10238'],
    ['motorUnlock', 'Motor Unlock sent to C10238'],
  ] as const)('%s -> %s', (command, text) => {
    expect(commandSentText(command, 'C10238')).toBe(text);
  });
});
