import type { ReactNode } from 'react';
import type { RoleLike } from '@ops/shared/rules/permissions/can';
import { useAppSelector } from '../app/hooks';
import { gateAllows } from '../app/access';
import type { RouteGate } from '../app/routeTypes';
import { selectRole } from '../features/auth/sessionSlice';

/** Renders children only when the signed-in role passes the gate. */
export function PermissionGate({
  gate,
  children,
  fallback = null,
}: {
  gate: RouteGate;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const role = useAppSelector(selectRole);
  return <>{gateAllows(role, gate) ? children : fallback}</>;
}

export function useCan(gate: RouteGate): boolean {
  const role = useAppSelector(selectRole);
  return gateAllows(role, gate);
}

/** A read rule of shared/rules/permissions/readRules (the server refuses with the same function) for the signed-in role. */
export function useRule<A extends unknown[]>(
  rule: (role: RoleLike | null | undefined, ...args: A) => boolean,
  ...args: A
): boolean {
  const role = useAppSelector(selectRole);
  return rule(role, ...args);
}
