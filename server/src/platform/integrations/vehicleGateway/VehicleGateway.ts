import type { CommandStatus, VehicleCommand } from './commandsTable';

export type { CommandStatus, VehicleCommand };

/** Who asks, for which vehicle, and inside which task (null outside one). */
export interface CommandContext {
  vehicleId: string;
  code: string;
  sentById: string | null;
  taskId?: string | null;
}

/**
 * What the gateway knows right after sending. 'sent' means the device has been asked;
 * the device's answer arrives later, through the vehicle's row and realtime events,
 * and is written to the command's record (acknowledged, failed or timed out).
 */
export interface CommandReceipt {
  commandId: string;
  command: VehicleCommand;
  status: CommandStatus;
  error: string | null;
}

/**
 * The task cases a gateway raises from what devices report (a device gone offline is the
 * IoT off case), handed in once the services exist, since the gateway is built before them.
 */
export interface GatewayCases {
  raise(vehicleId: string, reason: 'IOT_OFF'): Promise<unknown>;
  clear(vehicleId: string, reason: 'IOT_OFF'): Promise<unknown>;
}

/**
 * The vehicle IoT gateway (ARCHITECTURE: integrations). Every implementation records
 * each command in vehicle_commands. The default is simulatedVehicleGateway.ts; a real
 * provider is one more implementation chosen by configuration.
 */
export interface VehicleGateway {
  readonly name: string;
  lock(ctx: CommandContext): Promise<CommandReceipt>;
  unlock(ctx: CommandContext): Promise<CommandReceipt>;
  restart(ctx: CommandContext): Promise<CommandReceipt>;
  ring(ctx: CommandContext): Promise<CommandReceipt>;
  extunlock(ctx: CommandContext): Promise<CommandReceipt>;
  /** km/h until `until`; the device drops the limit by itself afterwards. */
  setSpeedLimit(ctx: CommandContext, speed: number, until: Date): Promise<CommandReceipt>;
  /** Starts listening to devices (a gateway with a feed of its own); the simulated one has none. */
  start?(cases: GatewayCases): Promise<void>;
  /** Resolves once every command sent so far has its outcome (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}
