import { op } from '../../app/api';
import * as G from '../../generated/graphql';
import { resolveTasksApi, taskDetailsTag } from './resolveTasksApi';
import type { WalletLogRow } from './workspaceTypes';
import { ACTION_FAILED } from '@ops/shared/rules/taskActions';

/**
 * Vehicle, ride and customer actions inside a task (01 §2, §7). Each carries the
 * taskId so the server records it in the task history; each refreshes the cards it
 * changes and the task (its history shows the action without a reload).
 */
// taskId is absent on the vehicle page: the same actions, recorded on no task.
type WithTask<T> = T & { taskId?: string; vehicleId: string };

const details = (vehicleId: string) => [{ type: 'VehicleDetails' as const, id: vehicleId }];
/** The vehicle card and the task's history: what every recorded action changes. */
const cardAndHistory = ({ vehicleId, taskId }: { vehicleId: string; taskId?: string }) => [
  ...details(vehicleId),
  ...(taskId ? [taskDetailsTag(taskId)] : []),
];

/** 01 §5: "The vehicle action call must return a result, else 'Action failed'." */
export function commandResultError(
  result: { status: string; error: string | null } | null | undefined,
): string | null {
  if (!result) return ACTION_FAILED;
  if (result.status === 'failed' || result.status === 'timed_out') return result.error ?? ACTION_FAILED;
  return null;
}

/**
 * What the shared edit balance dialog changes in the workspace: the customer card's balance,
 * the task's history (the server records the edit there) and the user's wallet logs.
 */
export const refreshAfterBalanceEdit = ({
  vehicleId,
  taskId,
  userId,
}: {
  vehicleId: string;
  taskId?: string;
  userId: string;
}) =>
  resolveTasksApi.util.invalidateTags([
    ...cardAndHistory({ vehicleId, taskId }),
    { type: 'WalletLogs', id: userId },
  ]);

// Quiet endpoints: each action's dialog or card words its own toast (success and failure).
export const actionsApi = resolveTasksApi.injectEndpoints({
  endpoints: (build) => ({
    toggleActivate: build.mutation<
      G.ResolveToggleActivateMutation['toggleActivate'],
      WithTask<{ id: string }>
    >({
      extraOptions: { quiet: true },
      query: ({ id, taskId }) => op(G.ResolveToggleActivateDocument, { id, taskId }),
      transformResponse: (r: G.ResolveToggleActivateMutation) => r.toggleActivate,
      invalidatesTags: (_r, _e, args) => cardAndHistory(args),
    }),
    stopPlanSubscription: build.mutation<unknown, { id: string; remove: boolean; vehicleId: string }>({
      extraOptions: { quiet: true },
      query: ({ id, remove }) => op(G.ResolveStopPlanDocument, { id, remove }),
      invalidatesTags: (_r, _e, { vehicleId }) => details(vehicleId),
    }),
    waiveFine: build.mutation<
      WalletLogRow | null,
      { walletLogId: string; userId: string; vehicleId: string }
    >({
      extraOptions: { quiet: true },
      query: ({ walletLogId, userId }) => op(G.ResolveWaiveFineDocument, { walletLogId, userId }),
      transformResponse: (r: G.ResolveWaiveFineMutation) => r.waiveFine,
      invalidatesTags: (_r, _e, { vehicleId, userId }) => [
        ...details(vehicleId),
        { type: 'WalletLogs', id: userId },
      ],
    }),
    endRidePayWithAmount: build.mutation<
      G.ResolveEndRidePayWithAmountMutation['endRidePayWithSelectedAmount'],
      WithTask<G.ResolveEndRidePayWithAmountMutationVariables>
    >({
      extraOptions: { quiet: true },
      query: ({ vehicleId: _v, ...vars }) => op(G.ResolveEndRidePayWithAmountDocument, vars),
      transformResponse: (r: G.ResolveEndRidePayWithAmountMutation) => r.endRidePayWithSelectedAmount,
      invalidatesTags: (_r, _e, args) => [
        ...cardAndHistory(args),
        { type: 'WalletLogs', id: args.riderId },
        { type: 'TaskRides', id: 'LIST' },
      ],
    }),
    endRideForFree: build.mutation<unknown, WithTask<{ id: string }>>({
      extraOptions: { quiet: true },
      query: ({ id, taskId }) => op(G.ResolveEndRideForFreeDocument, { id, taskId }),
      invalidatesTags: (_r, _e, args) => [...cardAndHistory(args), { type: 'TaskRides', id: 'LIST' }],
    }),
    vehicleCommand: build.mutation<
      G.ResolveVehicleCommandMutation['sendVehicleCommand'],
      WithTask<{ message: string }>
    >({
      extraOptions: { quiet: true },
      query: ({ message, vehicleId, taskId }) =>
        op(G.ResolveVehicleCommandDocument, { message, listOfVehicleIds: [vehicleId], taskId }),
      transformResponse: (r: G.ResolveVehicleCommandMutation) => r.sendVehicleCommand,
      // A ring or restart changes the vehicle's last beep and state, and is recorded on the task.
      invalidatesTags: (_r, _e, args) => cardAndHistory(args),
    }),
    motorAction: build.mutation<
      G.ResolveMotorActionMutation['extraVehicleActions'],
      WithTask<{ code: string; action: 'lock' | 'unlock' }>
    >({
      extraOptions: { quiet: true },
      query: ({ code, action, taskId }) => op(G.ResolveMotorActionDocument, { code, action, taskId }),
      transformResponse: (r: G.ResolveMotorActionMutation) => r.extraVehicleActions,
      invalidatesTags: (_r, _e, args) => cardAndHistory(args),
    }),
    disableVehicle: build.mutation<unknown, WithTask<{ code: string }>>({
      extraOptions: { quiet: true },
      query: ({ code, taskId }) => op(G.ResolveDisableVehicleDocument, { disabled: true, code, taskId }),
      // Disabling also writes a DISABLED entry into the vehicle's life cycle.
      invalidatesTags: (_r, _e, args) => [...cardAndHistory(args), { type: 'LifeCycle', id: 'LIST' }],
    }),
    acknowledgeStolenAlert: build.mutation<unknown, WithTask<{ code: string }>>({
      extraOptions: { quiet: true },
      query: ({ code, taskId }) => op(G.ResolveAckStolenDocument, { code, taskId }),
      invalidatesTags: (_r, _e, args) => cardAndHistory(args),
    }),
    changeSpeedLimit: build.mutation<
      G.ResolveSpeedLimitMutation['changeVehicleSpeedLimit'],
      WithTask<{ code: string; speed: number }>
    >({
      extraOptions: { quiet: true },
      query: ({ code, speed, taskId }) => op(G.ResolveSpeedLimitDocument, { code, speed, taskId }),
      transformResponse: (r: G.ResolveSpeedLimitMutation) => r.changeVehicleSpeedLimit,
      invalidatesTags: (_r, _e, args) => cardAndHistory(args),
    }),
  }),
});

export const {
  useToggleActivateMutation,
  useStopPlanSubscriptionMutation,
  useWaiveFineMutation,
  useEndRidePayWithAmountMutation,
  useEndRideForFreeMutation,
  useVehicleCommandMutation,
  useMotorActionMutation,
  useDisableVehicleMutation,
  useAcknowledgeStolenAlertMutation,
  useChangeSpeedLimitMutation,
} = actionsApi;
