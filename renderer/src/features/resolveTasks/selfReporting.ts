/**
 * Workspace endpoints whose failures are not a generic red toast (01 §8): the
 * assigned-task load shows the check-in prompt or large red text; check-in, comment,
 * transfer and ride-image failures show in place; flag, unflag, flagged picks and task
 * actions are only logged; the idle poll is silent. The store's notices listener
 * skips these names.
 */
export const RESOLVE_SELF_REPORTING_ENDPOINTS: ReadonlySet<string> = new Set([
  'getUserAssignedTask',
  // The Task History shows the task as it arrived until this answers.
  'taskDetails',
  'checkTasksForUser',
  'checkUserInTasks',
  'manualPickTask',
  'setTaskToFlagged',
  'setTaskToUnFlagged',
  'saveTaskAction',
  'saveTaskComment',
  'getRideImageWithId',
  'requestTransferFlaggedTask',
  'respondToTransferFlaggedTaskRequest',
  'bulkTransferFlaggedTasks',
  'incrementBalance',
  'endRidePayWithAmount',
  // These callers word their own toast (success and failure), so the listener stays quiet.
  'changeSpeedLimit',
  'vehicleCommand',
  'motorAction',
  'disableVehicle',
  'acknowledgeStolenAlert',
  'endRideForFree',
  'toggleActivate',
  'stopPlanSubscription',
  'waiveFine',
  'startBreak',
  'endBreak',
  'checkoutUserFromReceivingTasks',
  'setTaskToPending',
  'taskRideImageAction',
  // The embedded ID verification review shows its not-found view or an empty reason list instead (02 §8).
  'getSinglePendingIDVerify',
  'getDeclineVerificationReasons',
]);
