import { useEffect, useReducer, useState } from 'react';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { useCan } from '../../components/PermissionGate';
import { notice } from '../../lib/notices';
import { useStartupAreasQuery } from '../shell/startupApi';
import { AddUsersPanel } from './components/AddUsersPanel';
import { SettingsTable } from './components/SettingsTable';
import { DeleteSettingDialog } from './components/DeleteSettingDialog';
import {
  useSupervisorAreaSettingsQuery,
  useSupervisorDeleteAreaSettingsMutation,
  useSupervisorUpdateAreaSettingsMutation,
} from './taskSettingsApi';
import { areaRecord, taRowsReducer, type TaRow } from './taRows';
import { areaSettingsKind } from './lists/settingsColumns';
import { TA_MESSAGES } from './taMessages';
import { phoneText } from '../../components/phoneText';
import './supervisor.css';

/** /app/ta{secret}: which areas each agent receives tasks from, and whether they fall back (03 §2.4). */
export default function TaskAreaSettingsPage() {
  const canUpdate = useCan(gate('task.UPDATE_TASK_AREA_SETTINGS'));
  const canDelete = useCan(gate('task.DELETE_TASK_AREA_SETTINGS'));
  const { data, isLoading, isError, error, refetch } = useSupervisorAreaSettingsQuery();
  const { data: areas = [] } = useStartupAreasQuery();
  const [update] = useSupervisorUpdateAreaSettingsMutation();
  const [remove, removeState] = useSupervisorDeleteAreaSettingsMutation();
  const [rows, dispatch] = useReducer(taRowsReducer, []);
  const [deleting, setDeleting] = useState<TaRow | null>(null);

  useEffect(() => {
    if (data) dispatch({ type: 'loaded', settings: data.map(areaRecord) });
  }, [data]);

  const save = async (row: TaRow) => {
    dispatch({ type: 'saveStarted', userId: row.user._id });
    try {
      const stored = await update({
        user: row.user._id,
        areas: row.draft.areas.map((a) => a._id),
        allowFallbackToOtherAreas: row.draft.allowFallbackToOtherAreas,
      }).unwrap();
      if (!stored?._id) {
        notice.error(TA_MESSAGES.updateFailed);
        dispatch({ type: 'saveFailed', userId: row.user._id });
        return;
      }
      dispatch({ type: 'saveSucceeded', userId: row.user._id, setting: areaRecord(stored) });
      notice.success(TA_MESSAGES.saved);
    } catch {
      notice.error(TA_MESSAGES.saveError);
      dispatch({ type: 'saveFailed', userId: row.user._id });
    }
  };

  const confirmDelete = async () => {
    const row = deleting;
    if (!row) return;
    // An unsaved row was never stored: removing it is local only (03 §2.4).
    if (row.settingId === null) {
      dispatch({ type: 'removed', userId: row.user._id });
      setDeleting(null);
      return;
    }
    try {
      const ok = await remove(row.settingId).unwrap();
      if (!ok) {
        notice.error(TA_MESSAGES.deleteFailed);
        return;
      }
      dispatch({ type: 'removed', userId: row.user._id });
      notice.success(TA_MESSAGES.deleted);
    } catch {
      notice.error(TA_MESSAGES.deleteError);
    } finally {
      setDeleting(null);
    }
  };

  const loadError = error && 'message' in error ? String(error.message) : 'Something went wrong!';

  return (
    <SettingsTable
      kind={areaSettingsKind(areas)}
      title="Task Assignment Area Settings"
      subtitle="Which areas each agent receives tasks from, and whether they may fall back to other areas."
      above={
        canUpdate &&
        !isError && (
          <AddUsersPanel present={rows} onAdd={(users) => dispatch({ type: 'usersAdded', users })} />
        )
      }
      rows={rows}
      loading={isLoading}
      error={error}
      errorTitle={TA_MESSAGES.loadFailed(loadError)}
      onRetry={() => void refetch()}
      canUpdate={canUpdate}
      canDelete={canDelete}
      onEdit={(userId) => dispatch({ type: 'edit', userId })}
      onChange={(userId, patch) => dispatch({ type: 'draftChanged', userId, patch })}
      onCancel={(userId) => dispatch({ type: 'cancel', userId })}
      onSave={(row) => void save(row)}
      onDelete={setDeleting}
      below={
        <DeleteSettingDialog
          name={deleting ? deleting.user.name || phoneText(deleting.user.phoneNumber) : null}
          loading={removeState.isLoading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      }
    />
  );
}
