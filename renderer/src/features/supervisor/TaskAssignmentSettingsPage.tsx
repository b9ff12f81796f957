import { useEffect, useReducer, useState } from 'react';
import { Card } from 'antd';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCan } from '../../components/PermissionGate';
import { notice } from '../../lib/notices';
import { AddUsersPanel } from './components/AddUsersPanel';
import { AreaSettingsOverview } from './components/AreaSettingsOverview';
import { TaskSlaSettingsCard } from './components/TaskSlaSettingsCard';
import { SettingsTable } from './components/SettingsTable';
import { TYPE_SETTINGS_KIND } from './lists/settingsColumns';
import { TA_MESSAGES } from './taMessages';
import {
  useSupervisorAreaSettingsQuery,
  useSupervisorDeleteTypeSettingsMutation,
  useSupervisorTypeSettingsQuery,
  useSupervisorUpdateTypeSettingsMutation,
} from './taskSettingsApi';
import { typeRecord, typeRowsReducer, type TypeRow } from './typeSettings';
import { phoneText } from '../../components/phoneText';
import './supervisor.css';

/**
 * /app/task-assignment-settings: per agent, which task types they receive and whether
 * they fall back to others, beside their area setting (edited on the area screen).
 */
export default function TaskAssignmentSettingsPage() {
  const canUpdate = useCan(gate('task.UPDATE_SETTINGS'));
  // Areas and the role picker are read through the area-settings queries and their flag.
  const canSeeAreas = useCan(gate('task.VIEW_TASK_AREA_SETTINGS'));
  const { data, isLoading, isError, error, refetch } = useSupervisorTypeSettingsQuery();
  const areaSettings = useSupervisorAreaSettingsQuery(undefined, { skip: !canSeeAreas });
  const [update] = useSupervisorUpdateTypeSettingsMutation();
  const [remove, removeState] = useSupervisorDeleteTypeSettingsMutation();
  const [rows, dispatch] = useReducer(typeRowsReducer, []);
  const [deleting, setDeleting] = useState<TypeRow | null>(null);

  useEffect(() => {
    if (data) dispatch({ type: 'loaded', settings: data.map(typeRecord) });
  }, [data]);

  const save = async (row: TypeRow) => {
    dispatch({ type: 'saveStarted', userId: row.user._id });
    try {
      const stored = await update({
        user: row.user._id,
        types: row.draft.types,
        allowFallbackToOtherTypes: row.draft.allowFallbackToOtherTypes,
      }).unwrap();
      dispatch({ type: 'saveSucceeded', userId: row.user._id, setting: typeRecord(stored) });
      notice.success(TA_MESSAGES.saved);
    } catch {
      // Worded once by the store's listener; the row goes back to editing.
      dispatch({ type: 'saveFailed', userId: row.user._id });
    }
  };

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    if (row.settingId === null) {
      dispatch({ type: 'removed', userId: row.user._id });
      return;
    }
    try {
      if (await remove(row.settingId).unwrap()) {
        dispatch({ type: 'removed', userId: row.user._id });
        notice.success(TA_MESSAGES.deleted);
      }
    } catch {
      // Worded once by the store's listener.
    }
  };

  return (
    <SettingsTable
      kind={TYPE_SETTINGS_KIND}
      title="Task Assignment Settings"
      subtitle="Per agent: the task types and areas they receive, and whether they fall back to others."
      cardTitle="Task types"
      above={
        canUpdate &&
        canSeeAreas &&
        !isError && (
          <AddUsersPanel present={rows} onAdd={(users) => dispatch({ type: 'usersAdded', users })} />
        )
      }
      rows={rows}
      loading={isLoading}
      error={error}
      onRetry={() => void refetch()}
      canUpdate={canUpdate}
      // Deleting a type setting needs the same flag as changing it.
      canDelete={canUpdate}
      onEdit={(userId) => dispatch({ type: 'edit', userId })}
      onChange={(userId, patch) => dispatch({ type: 'draftChanged', userId, patch })}
      onCancel={(userId) => dispatch({ type: 'cancel', userId })}
      onSave={(row) => void save(row)}
      onDelete={setDeleting}
      below={
        <>
          <TaskSlaSettingsCard canUpdate={canUpdate} />
          {canSeeAreas && (
            <Card title="Task areas" size="small" style={{ marginTop: 20 }} styles={{ body: { padding: 0 } }}>
              <AreaSettingsOverview settings={areaSettings.data ?? []} loading={areaSettings.isLoading} />
            </Card>
          )}
          <ConfirmDialog
            open={deleting !== null}
            subtitle={
              deleting
                ? `Task type settings for ${deleting.user.name || phoneText(deleting.user.phoneNumber)} will be deleted`
                : undefined
            }
            danger
            loading={removeState.isLoading}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setDeleting(null)}
          />
        </>
      }
    />
  );
}
