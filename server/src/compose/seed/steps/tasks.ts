import { URGENT_REASON_TO_CASE, type TaskHistoryAction, type UrgentReason } from '@ops/shared/rules/labels';
import { supportAttendance, supportBreaks } from '../../../domains/attendance/tables';
import { taskAreaSettings, taskTypeSettings } from '../../../domains/taskSettings/tables';
import { taskComments, taskHistory, tasks } from '../../../domains/tasks/engine';
import { insertBatches } from '../insert';
import {
  addCount,
  DAY,
  HOUR,
  MINUTE,
  staffWithRole,
  type SeedContext,
  type SeedStep,
  type SeedVehicle,
} from '../context';
import { STATELESS_REASONS } from './vehicleConditions';

type TaskInsert = typeof tasks.$inferInsert;
type HistoryInsert = typeof taskHistory.$inferInsert;

const CASES = Object.values(URGENT_REASON_TO_CASE);
const REASONS = Object.keys(URGENT_REASON_TO_CASE) as UrgentReason[];

/**
 * The vehicle an open task for `reason` goes on: one whose state shows the condition (or,
 * for a condition no column shows, one that shows none), not yet carrying an open task.
 * Taken from the end of the fleet, as the queue always was, so earlier data is unchanged.
 */
/** Twin codes (the out-of-fence warning, the two lost-and-stolen ones) are one condition. */
const family = (reason: UrgentReason) => reason.replace(/^WARNING_/, '').replace(/^(SCANNED|UPDATING)_/, '');

function vehicleFor(
  reason: UrgentReason,
  fleet: readonly SeedVehicle[],
  taken: ReadonlySet<string>,
): SeedVehicle | null {
  const stateless = STATELESS_REASONS.includes(reason);
  for (let i = fleet.length - 1; i >= 0; i -= 1) {
    const vehicle = fleet[i]!;
    if (!vehicle.inService || taken.has(vehicle.id)) continue;
    if (stateless ? vehicle.conditions.length === 0 : vehicle.conditions.includes(reason)) return vehicle;
  }
  return null;
}
const ACTIONS: TaskHistoryAction[] = [
  'CONTACTED_USER',
  'CONTACTED_FILED_TECH',
  'VEHICLE_COMMAND',
  'ATTACH_LOCATION',
  'CHANGE_SPEED_LIMIT',
];

/**
 * Tasks of every type and case: a waiting queue (unassigned and pending) for the
 * workspace and backlog, and resolved tasks with their history for the tasks table;
 * past shifts with breaks for the demo agents; area and type settings. Nobody is left
 * checked in, so the demo starts with an empty workspace and a full backlog.
 */
export const tasksStep: SeedStep = {
  name: 'tasks',
  async run(ctx: SeedContext) {
    const random = ctx.random('tasks');
    const agents = [...staffWithRole(ctx, 'Support Agent'), ...staffWithRole(ctx, 'Support Supervisor')];
    if (agents.length === 0 || ctx.state.vehicles.length === 0) return;
    const areaName = new Map(ctx.state.areas.map((area) => [area.id, area.name]));
    const rows: TaskInsert[] = [];
    const history: HistoryInsert[] = [];
    const comments: Array<typeof taskComments.$inferInsert> = [];
    const entry = (
      taskId: string,
      action: TaskHistoryAction,
      date: Date,
      user: (typeof agents)[number] | null,
      value: string | null = null,
    ) =>
      history.push({
        id: random.id(date),
        taskId,
        action,
        value,
        userId: user?.id ?? null,
        userName: user?.name ?? null,
        phoneNumber: user?.phoneNumber ?? null,
        date,
      });

    const vehicles = [...ctx.state.vehicles];
    const resolvedCount = ctx.scaled(240, 24);
    const openCount = Math.min(ctx.scaled(36, CASES.length), vehicles.length);
    // Resolved vehicle tasks over the last two weeks, each with a short history.
    for (let i = 0; i < resolvedCount; i += 1) {
      const vehicle = vehicles[random.int(0, vehicles.length - 1)]!;
      const agent = agents[random.int(0, agents.length - 1)]!;
      const mainCase = CASES[i % CASES.length]!;
      const created = new Date(ctx.now.getTime() - random.int(1 * HOUR, 14 * DAY));
      const assigned = new Date(created.getTime() + random.int(1, 20) * MINUTE);
      const resolved = new Date(assigned.getTime() + random.int(2, 45) * MINUTE);
      const id = random.id(created);
      rows.push({
        id,
        type: 'Vehicle',
        vehicleId: vehicle.id,
        vehicleCode: vehicle.code,
        areaId: vehicle.areaId,
        areaName: areaName.get(vehicle.areaId) ?? null,
        mainCase,
        cases: { [mainCase]: false },
        status: 'resolved',
        assignedTo: agent.id,
        assignedToName: agent.name,
        assignedAt: assigned,
        assignedCount: 1,
        mainCaseResolvedAt: resolved,
        resolvedAt: resolved,
        resolvedBy: agent.id,
        createdAt: created,
        updatedAt: resolved,
      });
      entry(id, 'created', created, null, mainCase);
      entry(id, 'assigned', assigned, agent, agent.name);
      entry(id, ACTIONS[i % ACTIONS.length]!, new Date(assigned.getTime() + MINUTE), agent);
      entry(id, 'caseResolved', resolved, null, mainCase);
      entry(id, 'resolved', resolved, null, mainCase);
    }
    // The open queue: one task per vehicle (the open-task index), every case the fleet shows,
    // some pending. A case goes only on a vehicle in that state (out of fence, low battery...):
    // its card then agrees, and the fleet feed clears it when the vehicle recovers.
    // A small fleet may show no vehicle for some condition: the round goes on to the next one.
    const taken = new Set<string>();
    for (let round = 0, i = 0; i < openCount && round < openCount * 3; round += 1) {
      const reason = REASONS[round % REASONS.length]!;
      const vehicle = vehicleFor(reason, vehicles, taken);
      if (!vehicle) continue;
      taken.add(vehicle.id);
      i += 1;
      const mainCase = URGENT_REASON_TO_CASE[reason];
      const created = new Date(ctx.now.getTime() - random.int(5, 600) * MINUTE);
      const pending = i % 4 === 3;
      // Some tasks carry a second case: another condition of the same vehicle, else one no column shows.
      const second =
        vehicle.conditions.find((other) => family(other) !== family(reason)) ??
        STATELESS_REASONS[i % STATELESS_REASONS.length]!;
      const extra = i % 5 === 0 ? URGENT_REASON_TO_CASE[second] : null;
      const id = random.id(created);
      const agent = agents[i % agents.length]!;
      rows.push({
        id,
        type: 'Vehicle',
        vehicleId: vehicle.id,
        vehicleCode: vehicle.code,
        areaId: vehicle.areaId,
        areaName: areaName.get(vehicle.areaId) ?? null,
        mainCase,
        cases: extra && extra !== mainCase ? { [mainCase]: true, [extra]: true } : { [mainCase]: true },
        status: pending ? 'pending' : 'unassigned',
        assignedTo: pending ? agent.id : null,
        assignedToName: pending ? agent.name : null,
        assignedCount: pending ? 1 : 0,
        pendingAt: pending ? new Date(created.getTime() + 10 * MINUTE) : null,
        pendingUntil: pending ? new Date(ctx.now.getTime() + random.int(5, 60) * MINUTE) : null,
        createdAt: created,
        updatedAt: created,
      });
      entry(id, 'created', created, null, mainCase);
      if (extra && extra !== mainCase)
        entry(id, 'caseAdded', new Date(created.getTime() + 2 * MINUTE), null, extra);
      if (pending) {
        entry(id, 'assigned', new Date(created.getTime() + 5 * MINUTE), agent, agent.name);
        entry(id, 'pending', new Date(created.getTime() + 10 * MINUTE), agent, '30');
        comments.push({
          id: random.id(created),
          taskId: id,
          userId: agent.id,
          userName: agent.name,
          comment: 'Waiting for the field technician',
          createdAt: new Date(created.getTime() + 10 * MINUTE),
        });
      }
    }
    // Ride images and ID verifications waiting for review.
    for (const ride of ctx.state.rides
      .filter((r) => r.imageUrl && r.checkStatus === 'P' && r.status === 'done')
      .slice(0, ctx.scaled(12, 3))) {
      const vehicle = ctx.state.vehicles.find((v) => v.id === ride.vehicleId);
      const created = ride.endTime ?? ride.startTime;
      const id = random.id(created);
      rows.push({
        id,
        type: 'RideImage',
        rideId: ride.id,
        vehicleId: ride.vehicleId,
        vehicleCode: vehicle?.code ?? null,
        areaId: ride.areaId,
        areaName: areaName.get(ride.areaId) ?? null,
        status: 'unassigned',
        createdAt: created,
        updatedAt: created,
      });
      entry(id, 'created', created, null, 'RideImage');
    }
    for (const verification of ctx.state.idVerifications
      .filter((v) => v.status === 'pending')
      .slice(0, ctx.scaled(8, 2))) {
      const id = random.id(verification.createdAt);
      rows.push({
        id,
        type: 'IdVerification',
        verificationId: verification.id,
        status: 'unassigned',
        createdAt: verification.createdAt,
        updatedAt: verification.createdAt,
      });
      entry(id, 'created', verification.createdAt, null, 'IdVerification');
    }
    await insertBatches(ctx.tx, tasks, rows);
    await insertBatches(ctx.tx, taskHistory, history);
    await insertBatches(ctx.tx, taskComments, comments);
    addCount(ctx, 'tasks', rows.length);
    addCount(ctx, 'task_history', history.length);

    // Past shifts: one a day for a week per agent, with a break or two; all ended.
    const shifts: Array<typeof supportAttendance.$inferInsert> = [];
    const breaks: Array<typeof supportBreaks.$inferInsert> = [];
    for (const agent of agents) {
      for (let day = 7; day >= 1; day -= 1) {
        const checkIn = new Date(ctx.now.getTime() - day * DAY + random.int(8, 10) * HOUR);
        const checkOut = new Date(checkIn.getTime() + random.int(6, 9) * HOUR);
        const id = random.id(checkIn);
        shifts.push({
          id,
          userId: agent.id,
          status: 'ENDED',
          checkInDate: checkIn,
          checkOutDate: checkOut,
          checkedOutBy: agent.id,
          createdAt: checkIn,
          updatedAt: checkOut,
        });
        for (let b = 0; b < random.int(1, 2); b += 1) {
          const start = new Date(checkIn.getTime() + (b + 1) * 2 * HOUR);
          breaks.push({
            id: random.id(start),
            attendanceId: id,
            userId: agent.id,
            reason: ['break', 'meeting', 'tech issue'][random.int(0, 2)]!,
            checkInDate: start,
            checkOutDate: new Date(start.getTime() + random.int(10, 70) * MINUTE),
            setBy: agent.id,
          });
        }
      }
    }
    await insertBatches(ctx.tx, supportAttendance, shifts);
    await insertBatches(ctx.tx, supportBreaks, breaks);
    addCount(ctx, 'support_attendance', shifts.length);

    // Settings: the first agents cover two areas each (fallback on for one); one reviews images and IDs only.
    const areaIds = ctx.state.areas.map((area) => area.id);
    const areaSettings = agents.slice(0, 2).map((agent, i) => ({
      id: random.id(ctx.now),
      userId: agent.id,
      areaIds: areaIds.slice(i * 2, i * 2 + 2),
      allowFallbackToOtherAreas: i === 0,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    }));
    await insertBatches(ctx.tx, taskAreaSettings, areaSettings);
    const reviewer = agents[2];
    if (reviewer) {
      await insertBatches(ctx.tx, taskTypeSettings, [
        {
          id: random.id(ctx.now),
          userId: reviewer.id,
          types: ['RideImage', 'IdVerification'],
          allowFallbackToOtherTypes: true,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        },
      ]);
    }
  },
};
