import { attendanceEditRefusal } from '@ops/shared/rules/attendanceEdit';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { useAppSelector } from '../../app/hooks';
import { useCan } from '../../components/PermissionGate';
import { selectRole, selectUser } from '../auth/sessionSlice';
import type { AdminAttendanceRow } from './attendanceAdminApi';

/** Edit shows on a shift only when the server would take it: the permission, and the rank rule of shared/rules. */
export function useMayEditShift(): ((row: AdminAttendanceRow) => boolean) | null {
  const canEdit = useCan(gate('attendance.MANUAL_EDIT'));
  const me = useAppSelector(selectUser);
  const myRole = useAppSelector(selectRole);
  if (!canEdit || !me) return null;
  return (row) =>
    attendanceEditRefusal(
      { userId: me._id, role: myRole },
      { userId: row.userId, level: row.userRoleLevel },
    ) === null;
}
