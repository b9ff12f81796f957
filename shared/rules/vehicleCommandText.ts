/** What a vehicle command is called on screen, as its button says it. */
export const VEHICLE_COMMAND_LABELS = {
  ring: 'Ring',
  restart: 'Restart',
  extunlock: 'Ext Unlock',
  motorLock: 'Motor Lock',
  motorUnlock: 'Motor Unlock',
} as const;

export type VehicleCommandName = keyof typeof VEHICLE_COMMAND_LABELS;

/** The notice after a command went out: 'Ring sent to C10238'. */
export const commandSentText = (command: VehicleCommandName, vehicleCode: string): string =>
  `${VEHICLE_COMMAND_LABELS[command]} sent to ${vehicleCode}`;
