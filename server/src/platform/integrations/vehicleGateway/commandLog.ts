import { and, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { newId } from '../../lib/ids';
import { vehicleCommands, type CommandStatus, type VehicleCommand } from './commandsTable';
import type { CommandContext } from './VehicleGateway';

/** Writes the command as sent, before anything reaches the device: a crash later still leaves a trace. */
export async function recordSent(
  db: Db,
  input: CommandContext & {
    command: VehicleCommand;
    params?: Record<string, unknown>;
    gateway: string;
    at: Date;
    ackDeadline: Date;
  },
): Promise<string> {
  const id = newId();
  await db.insert(vehicleCommands).values({
    id,
    vehicleId: input.vehicleId,
    code: input.code,
    command: input.command,
    params: input.params ?? {},
    gateway: input.gateway,
    sentById: input.sentById,
    taskId: input.taskId ?? null,
    status: 'sent',
    createdAt: input.at,
    ackDeadline: input.ackDeadline,
  });
  return id;
}

/**
 * Settles a command once: only a command still 'sent' changes, so a late answer after a
 * time-out cannot rewrite history. Returns whether this call settled it.
 */
export async function recordOutcome(
  db: Db | Tx,
  commandId: string,
  outcome: { status: Exclude<CommandStatus, 'sent'>; error?: string | null; at: Date },
): Promise<boolean> {
  const settled = await db
    .update(vehicleCommands)
    .set({ status: outcome.status, error: outcome.error ?? null, settledAt: outcome.at })
    .where(and(eq(vehicleCommands.id, commandId), eq(vehicleCommands.status, 'sent')))
    .returning({ id: vehicleCommands.id });
  return settled.length > 0;
}

export const NO_ANSWER = 'No answer from the vehicle';

export interface TimedOutCommand {
  id: string;
  vehicleId: string;
  code: string;
  command: VehicleCommand;
}

/**
 * Times out every command still 'sent' past its acknowledgement deadline (the scheduler's
 * tick). The deadline is in the row, so it holds in whichever process ticks, after restarts.
 */
export async function timeOutOverdueCommands(db: Db, now: Date): Promise<TimedOutCommand[]> {
  return db
    .update(vehicleCommands)
    .set({ status: 'timed_out', error: NO_ANSWER, settledAt: now })
    .where(and(eq(vehicleCommands.status, 'sent'), lte(vehicleCommands.ackDeadline, now)))
    .returning({
      id: vehicleCommands.id,
      vehicleId: vehicleCommands.vehicleId,
      code: vehicleCommands.code,
      command: vehicleCommands.command,
    });
}
