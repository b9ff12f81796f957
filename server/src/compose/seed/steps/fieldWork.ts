import { MAINTENANCE_LIFE_CYCLE_CASES } from '@ops/shared/rules/maintenance';
import { OPS_TASK_LIFE_CYCLE_CASES, OPS_TASK_TYPES, type OpsTaskStatus } from '@ops/shared/rules/opsTasks';
import {
  maintenanceHistory,
  maintenanceRecords,
  maintenanceTickets,
} from '../../../domains/maintenance/tables';
import { opsTaskHistory, opsTasks } from '../../../domains/opsTasks/tables';
import { vehicleLifeCycle } from '../../../domains/vehicles/tables';
import { insertBatches } from '../insert';
import type { Random } from '../../../platform/lib/random';
import { addCount, DAY, HOUR, MINUTE, staffWithRole, type SeedContext, type SeedStep } from '../context';

/** A uuid (version 4 shape) drawn from the step's own stream, so the seed stays the same run after run. */
function seededUuid(random: Random): string {
  const variant = '89ab'[random.int(0, 3)]!;
  return `${random.hex(8)}-${random.hex(4)}-4${random.hex(3)}-${variant}${random.hex(3)}-${random.hex(12)}`;
}

const NOTES: Record<string, string[]> = {
  BATTERY_SWAP: ['Battery under 20%', 'Swap before the evening peak', 'Low battery near the metro exit'],
  REBALANCE: ['Move to the club gate point', 'Too many scooters at the mall', 'Bring back inside the fence'],
  REPAIR: ['Brake feels loose', 'Throttle not responding', 'Rear light broken'],
  PICKUP: ['Take to the warehouse', 'Reported damaged by a rider', 'Collect for the weekly check'],
};
const ENDED: readonly OpsTaskStatus[] = ['resolved', 'failed', 'resolved', 'closed', 'resolved'];
const STAGES = ['pending', 'submitted', 'resolved', 'resolved'] as const;
const FAIL_REASONS = [
  'Vehicle was not at its location',
  'No spare battery in the van',
  'Vehicle is inside a locked garage',
];
const PROBLEMS = [
  'Brake lever loose',
  'Flat rear tyre',
  'Bell missing',
  'Kickstand broken',
  'Display cracked',
  'Throttle sticks',
  'Headlight out',
];
const WORK = [
  'Tightened and tested',
  'Replaced the inner tube',
  'Fitted a new part',
  'Cleaned and recalibrated',
];

/**
 * Ops tasks (issue 9 §9): two weeks of field work by the technicians, every transition in the
 * history and the vehicle's life cycle; a few tasks open and a few in progress now (one per
 * technician at most, as the one-in-progress index demands).
 */
export const opsTasksStep: SeedStep = {
  name: 'ops-tasks',
  async run(ctx: SeedContext) {
    const random = ctx.random('ops-tasks');
    const now = ctx.now.getTime();
    const technicians = staffWithRole(ctx, 'Field Technician');
    const managers = staffWithRole(ctx, 'Operations Manager');
    const vehicles = ctx.state.vehicles.filter((v) => v.inService);
    if (technicians.length === 0 || managers.length === 0 || vehicles.length === 0) return;
    const tasks: Array<typeof opsTasks.$inferInsert> = [];
    const history: Array<typeof opsTaskHistory.$inferInsert> = [];
    const lifeCycle: Array<typeof vehicleLifeCycle.$inferInsert> = [];
    const busy = new Set<string>();
    const count = ctx.scaled(160, 24);
    for (let i = 0; i < count; i++) {
      const vehicle = random.pick(vehicles);
      const type = random.pick(OPS_TASK_TYPES);
      const recent = i >= count - 14;
      const createdAt = new Date(
        recent ? now - random.int(5, 90) * MINUTE : now - random.float(2 * HOUR, 14 * DAY),
      );
      const manager = random.pick(managers);
      const id = seededUuid(random);
      const note = random.pick(NOTES[type]!);
      // Ended tasks take the outcomes in turn, so even a small seed shows each of them.
      let status: OpsTaskStatus = recent
        ? random.chance(0.5)
          ? 'open'
          : 'inProgress'
        : ENDED[i % ENDED.length]!;
      const holder = random.pick(technicians);
      // The demo technician signs in free to start a task; the others may hold one each.
      if (status === 'inProgress' && (busy.has(holder.id) || holder.demo)) status = 'open';
      history.push({
        id: random.id(createdAt),
        taskId: id,
        action: 'created',
        byUserId: manager.id,
        note,
        createdAt,
      });
      const row: typeof opsTasks.$inferInsert = {
        id,
        type,
        status,
        vehicleId: vehicle.id,
        vehicleCode: vehicle.code,
        areaId: vehicle.areaId,
        note,
        createdBy: manager.id,
        createdAt,
        updatedAt: createdAt,
      };
      const life = (at: Date, c: string, userId: string) =>
        lifeCycle.push({
          id: random.id(at),
          vehicleId: vehicle.id,
          code: vehicle.code,
          case: c,
          service: 'opsTask',
          userId,
          battery: vehicle.battery,
          createdAt: at,
        });
      if (status === 'closed' && random.chance(0.6)) {
        const endedAt = new Date(createdAt.getTime() + random.int(10, 240) * MINUTE);
        Object.assign(row, {
          endedAt,
          endedBy: manager.id,
          endReason: 'No longer needed',
          updatedAt: endedAt,
        });
        history.push({
          id: random.id(endedAt),
          taskId: id,
          action: 'closed',
          byUserId: manager.id,
          note: 'No longer needed',
          createdAt: endedAt,
        });
        life(endedAt, OPS_TASK_LIFE_CYCLE_CASES.close, manager.id);
      } else if (status !== 'open') {
        const startedAt = new Date(Math.min(now - MINUTE, createdAt.getTime() + random.int(5, 120) * MINUTE));
        const forOther = random.chance(0.15);
        const distance = random.int(3, 90);
        Object.assign(row, {
          holderId: holder.id,
          startedBy: forOther ? manager.id : holder.id,
          startedAt,
          updatedAt: startedAt,
        });
        history.push({
          id: random.id(startedAt),
          taskId: id,
          action: 'started',
          byUserId: forOther ? manager.id : holder.id,
          forUserId: holder.id,
          distanceMetres: distance,
          createdAt: startedAt,
        });
        life(startedAt, OPS_TASK_LIFE_CYCLE_CASES.start, holder.id);
        if (status === 'inProgress') busy.add(holder.id);
        else {
          const endedAt = new Date(Math.min(now - MINUTE, startedAt.getTime() + random.int(8, 90) * MINUTE));
          const action = status === 'resolved' ? 'resolved' : status === 'failed' ? 'failed' : 'closed';
          const by = action === 'closed' ? manager.id : holder.id;
          const reason =
            action === 'failed'
              ? random.pick(FAIL_REASONS)
              : action === 'closed'
                ? 'Done by another team'
                : null;
          Object.assign(row, { endedAt, endedBy: by, endReason: reason, updatedAt: endedAt });
          history.push({
            id: random.id(endedAt),
            taskId: id,
            action,
            byUserId: by,
            forUserId: holder.id,
            distanceMetres: action === 'resolved' ? random.int(2, 60) : null,
            note: reason,
            createdAt: endedAt,
          });
          life(
            endedAt,
            OPS_TASK_LIFE_CYCLE_CASES[
              action === 'resolved' ? 'resolve' : action === 'failed' ? 'fail' : 'close'
            ],
            by,
          );
        }
      }
      tasks.push(row);
    }
    await insertBatches(ctx.tx, opsTasks, tasks);
    await insertBatches(ctx.tx, opsTaskHistory, history);
    await insertBatches(ctx.tx, vehicleLifeCycle, lifeCycle);
    addCount(ctx, 'ops_tasks', tasks.length);
  },
};

/**
 * Maintenance (issue 9 §9): tickets opened by technicians over a month, reviewed by the
 * operations managers; each accepted one has its record, at every stage.
 */
export const maintenanceStep: SeedStep = {
  name: 'maintenance',
  async run(ctx: SeedContext) {
    const random = ctx.random('maintenance');
    const now = ctx.now.getTime();
    const technicians = staffWithRole(ctx, 'Field Technician');
    const managers = staffWithRole(ctx, 'Operations Manager');
    if (technicians.length === 0 || managers.length === 0 || ctx.state.vehicles.length === 0) return;
    const tickets: Array<typeof maintenanceTickets.$inferInsert> = [];
    const records: Array<typeof maintenanceRecords.$inferInsert> = [];
    const history: Array<typeof maintenanceHistory.$inferInsert> = [];
    const lifeCycle: Array<typeof vehicleLifeCycle.$inferInsert> = [];
    const count = ctx.scaled(70, 12);
    for (let i = 0; i < count; i++) {
      const vehicle = random.pick(ctx.state.vehicles);
      const opener = random.pick(technicians);
      const reviewer = random.pick(managers);
      // The last few are this morning's, still waiting for a review.
      const fresh = i >= count - 3;
      const createdAt = new Date(
        fresh ? now - random.float(20 * MINUTE, 5 * HOUR) : now - random.float(6 * HOUR, 30 * DAY),
      );
      const description = random.pick(PROBLEMS);
      const ticketId = seededUuid(random);
      const status = fresh ? 'open' : i % 5 === 4 ? 'rejected' : 'accepted';
      const reviewedAt =
        status === 'open' ? null : new Date(createdAt.getTime() + random.int(10, 180) * MINUTE);
      const life = (at: Date, c: string, userId: string) =>
        lifeCycle.push({
          id: random.id(at),
          vehicleId: vehicle.id,
          code: vehicle.code,
          case: c,
          service: 'maintenance',
          userId,
          battery: vehicle.battery,
          createdAt: at,
        });
      tickets.push({
        id: ticketId,
        status,
        vehicleId: vehicle.id,
        vehicleCode: vehicle.code,
        areaId: vehicle.areaId,
        description,
        openedBy: opener.id,
        reviewedBy: reviewedAt ? reviewer.id : null,
        reviewedAt,
        rejectionReason: status === 'rejected' ? 'Cosmetic only: no repair needed' : null,
        createdAt,
        updatedAt: reviewedAt ?? createdAt,
      });
      history.push({
        id: random.id(createdAt),
        subjectType: 'ticket',
        subjectId: ticketId,
        action: 'opened',
        byUserId: opener.id,
        note: description,
        createdAt,
      });
      if (!reviewedAt) continue;
      history.push({
        id: random.id(reviewedAt),
        subjectType: 'ticket',
        subjectId: ticketId,
        action: status,
        byUserId: reviewer.id,
        createdAt: reviewedAt,
      });
      if (status !== 'accepted') continue;
      const recordId = seededUuid(random);
      history.push({
        id: random.id(reviewedAt),
        subjectType: 'record',
        subjectId: recordId,
        action: 'created',
        byUserId: reviewer.id,
        createdAt: reviewedAt,
      });
      life(reviewedAt, MAINTENANCE_LIFE_CYCLE_CASES.created, reviewer.id);
      const stage = STAGES[records.length % STAGES.length]!;
      const submittedAt =
        stage === 'pending'
          ? null
          : new Date(Math.min(now - MINUTE, reviewedAt.getTime() + random.int(1, 48) * HOUR));
      const resolvedAt =
        stage === 'resolved' && submittedAt
          ? new Date(Math.min(now - MINUTE, submittedAt.getTime() + random.int(10, 600) * MINUTE))
          : null;
      const workDone = submittedAt ? random.pick(WORK) : null;
      records.push({
        id: recordId,
        status: stage,
        vehicleId: vehicle.id,
        vehicleCode: vehicle.code,
        areaId: vehicle.areaId,
        ticketId,
        problem: description,
        workDone,
        createdBy: reviewer.id,
        submittedBy: submittedAt ? opener.id : null,
        submittedAt,
        resolvedBy: resolvedAt ? reviewer.id : null,
        resolvedAt,
        createdAt: reviewedAt,
        updatedAt: resolvedAt ?? submittedAt ?? reviewedAt,
      });
      if (submittedAt) {
        history.push({
          id: random.id(submittedAt),
          subjectType: 'record',
          subjectId: recordId,
          action: 'submitted',
          byUserId: opener.id,
          note: workDone,
          createdAt: submittedAt,
        });
        life(submittedAt, MAINTENANCE_LIFE_CYCLE_CASES.submit, opener.id);
      }
      if (resolvedAt) {
        history.push({
          id: random.id(resolvedAt),
          subjectType: 'record',
          subjectId: recordId,
          action: 'resolved',
          byUserId: reviewer.id,
          createdAt: resolvedAt,
        });
        life(resolvedAt, MAINTENANCE_LIFE_CYCLE_CASES.resolve, reviewer.id);
      }
    }
    await insertBatches(ctx.tx, maintenanceTickets, tickets);
    await insertBatches(ctx.tx, maintenanceRecords, records);
    await insertBatches(ctx.tx, maintenanceHistory, history);
    await insertBatches(ctx.tx, vehicleLifeCycle, lifeCycle);
    addCount(ctx, 'maintenance_tickets', tickets.length);
    addCount(ctx, 'maintenance_records', records.length);
  },
};
