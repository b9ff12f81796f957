import { op } from '../../app/api';
import * as G from '../../generated/graphql';
import { resolveTasksApi, type WalletLogRow } from './resolveTasksApi';
import { ACTION_FAILED } from '@ops/shared/rules/taskActions';

/**
 * Vehicle, ride and customer actions inside a task (01 §2, §7). Each carries the
 * taskId so the server records it in the task history; each refreshes the cards.
 */
type WithTask<T> = T & { taskId: string; vehicleId: string };

const details = (vehicleId: string) => [{ type: 'VehicleDetails' as const, id: vehicleId }];

/** 01 §5: "The vehicle action call must return a result, else 'Action failed'." */
export function commandResultError(result: { status: string; error: string | null } | null | undefined): string | null {
  if (!result) return ACTION_FAILED;
  if (result.status === 'failed' || result.status === 'timed_out') return result.error ?? ACTION_FAILED;
  return null;
}

export const actionsApi = resolveTasksApi.injectEndpoints({
  endpoints: (build) => ({
    incrementBalance: build.mutation<WalletLogRow, WithTask<G.ResolveIncrementBalanceMutationVariables>>({
      query: ({ vehicleId: _v, ...vars }) => op(G.ResolveIncrementBalanceDocument, vars),
      transformResponse: (r: G.ResolveIncrementBalanceMutation) => r.incrementBalance,
      invalidatesTags: (_r, _e, { vehicleId, id }) => [...details(vehicleId), { type: 'WalletLogs', id }],
    }),
    toggleActivate: build.mutation<G.ResolveToggleActivateMutation['toggleActivate'], WithTask<{ id: string }>>({
      query: ({ id, taskId }) => op(G.ResolveToggleActivateDocument, { id, taskId }),
      transformResponse: (r: G.ResolveToggleActivateMutation) => r.toggleActivate,
      invalidatesTags: (_r, _e, { vehicleId }) => details(vehicleId),
    }),
    stopPlanSubscription: build.mutation<unknown, { id: string; remove: boolean; vehicleId: string }>({
      query: ({ id, remove }) => op(G.ResolveStopPlanDocument, { id, remove }),
      invalidatesTags: (_r, _e, { vehicleId }) => details(vehicleId),
    }),
    waiveFine: build.mutation<WalletLogRow | null, { walletLogId: string; userId: string; vehicleId: string }>({
      query: ({ walletLogId, userId }) => op(G.ResolveWaiveFineDocument, { walletLogId, userId }),
      transformResponse: (r: G.ResolveWaiveFineMutation) => r.waiveFine,
      invalidatesTags: (_r, _e, { vehicleId, userId }) => [...details(vehicleId), { type: 'WalletLogs', id: userId }],
    }),
    endRidePayWithAmount: build.mutation<unknown, WithTask<G.ResolveEndRidePayWithAmountMutationVariables>>({
      query: ({ vehicleId: _v, ...vars }) => op(G.ResolveEndRidePayWithAmountDocument, vars),
      invalidatesTags: (_r, _e, { vehicleId, riderId }) => [
        ...details(vehicleId),
        { type: 'WalletLogs', id: riderId },
        { type: 'TaskRides', id: 'LIST' },
      ],
    }),
    endRideForFree: build.mutation<unknown, WithTask<{ id: string }>>({
      query: ({ id, taskId }) => op(G.ResolveEndRideForFreeDocument, { id, taskId }),
      invalidatesTags: (_r, _e, { vehicleId }) => [...details(vehicleId), { type: 'TaskRides', id: 'LIST' }],
    }),
    vehicleCommand: build.mutation<G.ResolveVehicleCommandMutation['sendVehicleCommand'], WithTask<{ message: string }>>({
      query: ({ message, vehicleId, taskId }) => op(G.ResolveVehicleCommandDocument, { message, listOfVehicleIds: [vehicleId], taskId }),
      transformResponse: (r: G.ResolveVehicleCommandMutation) => r.sendVehicleCommand,
    }),
    motorAction: build.mutation<G.ResolveMotorActionMutation['extraVehicleActions'], WithTask<{ code: string; action: 'lock' | 'unlock' }>>({
      query: ({ code, action, taskId }) => op(G.ResolveMotorActionDocument, { code, action, taskId }),
      transformResponse: (r: G.ResolveMotorActionMutation) => r.extraVehicleActions,
      invalidatesTags: (_r, _e, { vehicleId }) => details(vehicleId),
    }),
    disableVehicle: build.mutation<unknown, WithTask<{ code: string }>>({
      query: ({ code, taskId }) => op(G.ResolveDisableVehicleDocument, { disabled: true, code, taskId }),
      invalidatesTags: (_r, _e, { vehicleId }) => details(vehicleId),
    }),
    acknowledgeStolenAlert: build.mutation<unknown, WithTask<{ code: string }>>({
      query: ({ code, taskId }) => op(G.ResolveAckStolenDocument, { code, taskId }),
      invalidatesTags: (_r, _e, { vehicleId }) => details(vehicleId),
    }),
    changeSpeedLimit: build.mutation<G.ResolveSpeedLimitMutation['changeVehicleSpeedLimit'], WithTask<{ code: string; speed: number }>>({
      query: ({ code, speed, taskId }) => op(G.ResolveSpeedLimitDocument, { code, speed, taskId }),
      transformResponse: (r: G.ResolveSpeedLimitMutation) => r.changeVehicleSpeedLimit,
      invalidatesTags: (_r, _e, { vehicleId }) => details(vehicleId),
    }),
  }),
});

export const {
  useIncrementBalanceMutation,
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
