/**
 * The task engine's public API: what other domains (vehicles, rides, wallet, ID
 * verification, the simulator) call. Everything else in this folder is internal.
 */
export { raiseVehicleCondition, clearVehicleCondition, createRideImageTask, createIdVerificationTask, resolveTaskByDecision } from './conditions';
export { recordTaskAction, type TaskActor } from './history';
export { checkTaskForAction, recordIfInTask } from './taskAction';
export { offerTasks, claimNextTask } from './assignment';
export { runTaskSchedulerTick, startTaskScheduler } from './scheduler';
