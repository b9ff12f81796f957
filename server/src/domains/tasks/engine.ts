/**
 * The task engine's public API: what other domains (vehicles, rides, wallet, ID
 * verification, attendance, exports, the simulator) call. Everything else in this folder
 * is internal, and a lint rule (eslint.config.js) keeps other folders out of it; tests
 * outside this folder may also use the test helpers in testing.ts and testServerHooks.ts.
 */
export {
  raiseVehicleCondition,
  clearVehicleCondition,
  createRideImageTask,
  createIdVerificationTask,
  resolveTaskByDecision,
  openCustodyMismatchTask,
} from './conditions';
export { addHistory, recordTaskAction, type TaskActor } from './history';
export { checkTaskForAction, recordIfInTask } from './taskAction';
export { offerTasks, offersSettled, claimNextTask } from './assignment';
export { runTaskSchedulerTick, startTaskScheduler } from './scheduler';
export { runSlaSweep, startSlaSweep } from './slaJob';
export { slaDevRoutes } from './slaDevRoutes';
export { getTaskHandlingTimes, type HandlingTimeRow } from './handlingTimes';
export { tasksResolvers } from './resolvers';
// The one decision on an end-of-ride photo: the workspace's task and the Ride Images grid.
export { decideRideImage, RIDE_IMAGE_MESSAGES } from './rideImageDecision';

// The tables, for domains that count or join tasks (attendance summary, socket access, exports, seed).
export { tasks, taskHistory, taskComments, transferRequests, type TaskRow } from './tables';

// The Tasks list's filters and rows, shared by the export and the attendance pages.
export { FILTERS_NOT_VALID, parseFilters, tasksTableConditions } from './queries';
export { taskView, taskViews } from './views';

// What check-in, check-out and breaks (attendance/) do to an agent's tasks, in the same transaction.
export {
  emitAttendanceChange,
  emitUserStatus,
  inTransaction,
  isUniqueViolation,
  type Outbox,
} from './events';
export { actorOf, requireCan } from './permissions';
export { actorById, heldTask, lockOpenAttendance } from './agents';
export { heldVehicleCode } from './heldVehicle';
export { TASK_EXPORT_PAGE_SIZE, tasksExport } from './tasksExport';
export { claimInTx, releaseHeldTask } from './assignment';
export { hasFlaggedTasks } from './flags';
export { forceTransferFlaggedTasks } from './transfers';
