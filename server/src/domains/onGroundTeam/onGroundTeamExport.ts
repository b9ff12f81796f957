import {
  ON_GROUND_TEAM_EXPORT,
  ON_GROUND_TEAM_SHOWS,
  type OnGroundTeamExportField,
  type OnGroundTeamFilters,
} from '@ops/shared/exports/staffListsExportFields';
import { OPS_TASK_TYPE_LABELS, type OpsTaskType } from '@ops/shared/rules/opsTasks';
import { systemClock } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { onGroundTeam, type OnGroundStaffView } from './queries';
import { cairoDate } from '../../platform/exports/cells';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';
import { readChoices } from '../../platform/exports/wholeListFilters';

/**
 * One batch: the page's own query, whole (every field technician, a team not a history),
 * then the page's view: those on shift unless 'all'. A selection is its rows, whichever view.
 */
async function* teamBatches(
  db: Db,
  filters: OnGroundTeamFilters,
  ids: readonly string[] | null,
): AsyncGenerator<readonly OnGroundStaffView[]> {
  const team = await onGroundTeam({ db, clock: systemClock });
  const rows = ids
    ? team.filter((member) => ids.includes(member.user._id))
    : team.filter((member) => filters.show === 'all' || member.onShift);
  if (rows.length > 0) yield rows;
}

const typeLabel = (type: string) =>
  Object.hasOwn(OPS_TASK_TYPE_LABELS, type) ? OPS_TASK_TYPE_LABELS[type as OpsTaskType] : type;

/** As the page's Last location cell: the position to five places, and the app's error when it sent one. */
function lastLocation(m: OnGroundStaffView): string | null {
  const at = m.lastLocation;
  if (!at) return null;
  const position = `${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}`;
  return at.errorCode ? `${position} · Error Code: ${at.errorCode} - ${at.errorMessage ?? ''}` : position;
}

const CELLS: Record<OnGroundTeamExportField, FieldCell<OnGroundStaffView>> = {
  name: { width: 24, value: (m) => m.user.name },
  phone: { width: 16, value: (m) => m.user.phoneNumber },
  area: { width: 16, value: (m) => m.area?.name ?? null },
  onShift: { width: 10, value: (m) => (m.onShift ? 'On shift' : 'Off') },
  currentTask: {
    width: 26,
    value: (m) => (m.currentTask ? `${typeLabel(m.currentTask.type)} · ${m.currentTask.vehicleCode}` : null),
  },
  resolvedToday: { width: 10, value: (m) => m.resolvedToday },
  failedToday: { width: 10, value: (m) => m.failedToday },
  lastLocation: { width: 30, value: lastLocation },
  lastReportedAt: {
    width: 20,
    value: (m) => cairoDate(m.lastLocation ? new Date(m.lastLocation.createdAt) : null),
  },
};

/**
 * On Ground Team (onGroundTeam.VIEW_PAGE and opsTask.EXPORT: the layer has no export flag of
 * its own and the team works ops tasks). The page's one choice is `show`, absent = on shift.
 */
export const onGroundTeamExport: ExportModule<OnGroundStaffView, OnGroundTeamFilters> = {
  spec: ON_GROUND_TEAM_EXPORT,
  title: ON_GROUND_TEAM_EXPORT.title,
  fields: fieldsOf(ON_GROUND_TEAM_EXPORT, CELLS),
  readFilters: (value) => readChoices(value, { show: ON_GROUND_TEAM_SHOWS }),
  rowSource: teamBatches,
};
