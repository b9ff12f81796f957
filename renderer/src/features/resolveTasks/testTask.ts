import type { TaskPayload } from '@ops/shared/realtime/taskEvents';

/**
 * A whole task as 'ASSIGNED TASK' and 'UPDATED TASK' carry it, held by 'me', for the workspace's
 * tests; each test replaces the fields it is about.
 */
export const sampleTask = (over: Partial<TaskPayload> = {}): TaskPayload => ({
  _id: 't1',
  type: 'Vehicle',
  vehicle: 'v1',
  vehicleCode: 'C1001',
  area: 'Maadi',
  areaId: 'a1',
  ride: null,
  verificationId: null,
  custodyTransferId: null,
  mainCase: 'VEHICLE_LPM',
  cases: { VEHICLE_LPM: true },
  mainCaseResolvedAt: null,
  assignedTo: 'me',
  assignedToName: 'Me',
  assignedAt: null,
  assignedCount: 1,
  pendingAt: null,
  pendingUntil: null,
  status: 'assigned',
  flaggedBy: null,
  flaggedByName: null,
  flaggedAt: null,
  resolvedAt: null,
  resolvedBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  slaTargetMinutes: null,
  slaPausedMs: 0,
  actionsHistory: [],
  comments: [],
  ...over,
});
