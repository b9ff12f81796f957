import type { ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { gateAllows } from '../app/access';
import type { RouteGate } from '../app/routeTypes';
import { selectRole } from '../features/auth/sessionSlice';

/** Renders children only when the signed-in role passes the gate. */
export function PermissionGate({ gate, children, fallback = null }: { gate: RouteGate; children: ReactNode; fallback?: ReactNode }) {
  const role = useAppSelector(selectRole);
  return <>{gateAllows(role, gate) ? children : fallback}</>;
}

export function useCan(gate: RouteGate): boolean {
  const role = useAppSelector(selectRole);
  return gateAllows(role, gate);
}
