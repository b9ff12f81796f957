import {
  TASK_AREA_SETTINGS_EXPORT,
  TASK_TYPE_SETTINGS_EXPORT,
  type TaskAreaSettingsExportField,
  type TaskTypeSettingsExportField,
} from '@ops/shared/exports/settingsListsExportFields';
import { TASK_TYPE_LABELS, type TaskType } from '@ops/shared/rules/labels';
import { getTaskAssignmentAreaSettings, getTaskAssignmentTypeSettings } from './service';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';
import { readChoices } from '../../platform/exports/wholeListFilters';
import { wholeListRows } from '../../platform/exports/wholeListRows';

type TypeSetting = Awaited<ReturnType<typeof getTaskAssignmentTypeSettings>>[number];
type AreaSetting = Awaited<ReturnType<typeof getTaskAssignmentAreaSettings>>[number];
type NoFilters = Record<never, never>;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const typeLabel = (type: string): string =>
  Object.hasOwn(TASK_TYPE_LABELS, type) ? TASK_TYPE_LABELS[type as TaskType] : type;
/** The chosen tags, or the page's words for none. */
const listOr = (chosen: readonly string[], none: string) => (chosen.length > 0 ? chosen.join(', ') : none);

interface Agent {
  user: { _id: string; name: string; phoneNumber: string };
}

const AGENT_CELLS: Record<'name' | 'phone', FieldCell<Agent>> = {
  // The page's Name/Phone cell shows the phone where a user has no name.
  name: { width: 24, value: (r) => r.user.name || r.user.phoneNumber },
  phone: { width: 16, value: (r) => r.user.phoneNumber },
};

const TYPE_CELLS: Record<TaskTypeSettingsExportField, FieldCell<TypeSetting>> = {
  ...AGENT_CELLS,
  types: { width: 40, value: (r) => listOr(r.types.map(typeLabel), 'All types') },
  fallback: { width: 12, value: (r) => yesNo(r.allowFallbackToOtherTypes), words: true },
};

const AREA_CELLS: Record<TaskAreaSettingsExportField, FieldCell<AreaSetting>> = {
  ...AGENT_CELLS,
  areas: {
    width: 40,
    value: (r) =>
      listOr(
        r.areas.map((area) => area.name),
        'No areas',
      ),
  },
  fallback: { width: 12, value: (r) => yesNo(r.allowFallbackToOtherAreas), words: true },
};

const readNoFilters = (value: Record<string, unknown>) => readChoices(value, {});
// The tables' rows are their agents (one setting each): a selection names users.
const agentOf = (r: Agent) => r.user._id;

/** Task Assignment Settings' task types table (task.VIEW_SETTINGS and task.EXPORT), stored rows in the page's order. */
export const taskTypeSettingsExport: ExportModule<TypeSetting, NoFilters> = {
  spec: TASK_TYPE_SETTINGS_EXPORT,
  title: TASK_TYPE_SETTINGS_EXPORT.title,
  fields: fieldsOf(TASK_TYPE_SETTINGS_EXPORT, TYPE_CELLS),
  readFilters: readNoFilters,
  rowSource: (db, _filters, ids) => wholeListRows(() => getTaskAssignmentTypeSettings({ db }), agentOf, ids),
};

/** Task Assignment Area Settings (task.VIEW_TASK_AREA_SETTINGS and task.EXPORT), as above. */
export const taskAreaSettingsExport: ExportModule<AreaSetting, NoFilters> = {
  spec: TASK_AREA_SETTINGS_EXPORT,
  title: TASK_AREA_SETTINGS_EXPORT.title,
  fields: fieldsOf(TASK_AREA_SETTINGS_EXPORT, AREA_CELLS),
  readFilters: readNoFilters,
  rowSource: (db, _filters, ids) => wholeListRows(() => getTaskAssignmentAreaSettings({ db }), agentOf, ids),
};
