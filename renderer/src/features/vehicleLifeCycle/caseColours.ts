/** Timeline dot colours: going out of service red, coming back green, battery work blue, the rest grey. */
const COLOURS: Record<string, string> = {
  ACTIVATED: 'green',
  EXITED_URGENT: 'green',
  CHARGED90: 'green',
  DEACTIVATED: 'red',
  DISABLED: 'red',
  ENTERED_URGENT: 'orange',
  BATTERY_UNLOCK: 'blue',
  BATTERY_LOCK: 'blue',
  BATTERY_SWAP: 'blue',
  BLE_START: 'cyan',
};

export const lifeCycleColour = (kase: string): string => COLOURS[kase] ?? 'gray';
