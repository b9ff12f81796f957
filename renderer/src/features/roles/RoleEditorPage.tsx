import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Result, Row, Select, Skeleton } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import {
  departmentChoices,
  existingRoleRefusal,
  levelChoices,
  proposedRoleRefusal,
  roleEditRefusal,
} from '@ops/shared/rules/permissions/roleEditRules';
import { appPath } from '../../app/paths';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { useCan } from '../../components/PermissionGate';
import { useAppSelector } from '../../app/hooks';
import { selectRole } from '../auth/sessionSlice';
import { errorMessageOf } from '../../i18n/errorText';
import { notice } from '../../lib/notices';
import { PermissionMatrix } from './PermissionMatrix';
import {
  countGranted,
  normalisePermissions,
  roleFormErrors,
  sameRoleDraft,
  TOTAL_FLAGS,
  type RoleFormValues,
} from './permissionMatrix';
import {
  useCreateRoleMutation,
  useEditRoleMutation,
  useGetAllRolesQuery,
  useGetRoleByIdQuery,
} from './rolesApi';

const levelLabel = (level: number) =>
  level === 0 ? '0 — everything allowed' : level === 10 ? '10 — lowest rank' : String(level);

export const ROLE_EDITOR_TEXT = {
  discard: 'This role has unsaved changes. Discard them and leave?',
} as const;

/** Create (roles/create) or edit (roles/{roleId}) a role with its permission matrix. */
export default function RoleEditorPage() {
  const { roleId } = useParams();
  const editing = roleId !== undefined;
  const navigate = useNavigate();
  const canModify = useCan(gate('roles.MODIFY'));
  const me = useAppSelector(selectRole);
  const existing = useGetRoleByIdQuery(roleId ?? '', { skip: !editing });
  const allRoles = useGetAllRolesQuery(undefined, { skip: !editing });
  const [createRole, creating] = useCreateRoleMutation();
  const [editRole, saving] = useEditRoleMutation();
  const [form, setForm] = useState<Partial<RoleFormValues>>({
    name: '',
    level: undefined,
    department: undefined,
  });
  const [permissions, setPermissions] = useState<RolePermissions>({});
  const [submitted, setSubmitted] = useState(false);
  // Set once a save succeeded: the way back to the list must not ask about changes just saved.
  const [saved, setSaved] = useState(false);

  // Fill the form once per loaded role; later refetches must not undo the user's edits.
  const loadedId = existing.data?._id;
  useEffect(() => {
    if (!existing.data) return;
    setForm({ name: existing.data.name, level: existing.data.level, department: existing.data.department });
    setPermissions(normalisePermissions(existing.data.permissions));
  }, [loadedId]); // eslint-disable-line react-hooks/exhaustive-deps

  const errors = roleFormErrors(form);
  const baseline = existing.data
    ? {
        name: existing.data.name,
        level: existing.data.level,
        department: existing.data.department,
        permissions: normalisePermissions(existing.data.permissions),
      }
    : { name: '', level: undefined, department: undefined, permissions: {} };
  const dirty = !saved && !(editing && !existing.data) && !sameRoleDraft({ ...form, permissions }, baseline);
  useEffect(() => {
    if (saved) void navigate(appPath('roles'));
  }, [saved, navigate]);
  // The shared rules the server applies: a role ranked at or above the editor, or their own, opens read-only.
  const current = existing.data
    ? { _id: existing.data._id, level: existing.data.level, department: existing.data.department }
    : null;
  const editRefusal = canModify && current ? existingRoleRefusal(me, current) : null;
  const readOnly = !canModify || editRefusal !== null;
  // Holders of other level-0 roles, as far as the list shows; the server counts only active ones.
  const otherLevelZeroHolders = (allRoles.data ?? [])
    .filter((role) => role.level === 0 && role._id !== current?._id)
    .reduce((sum, role) => sum + role.usersCount, 0);
  const levels = levelChoices(me, current, otherLevelZeroHolders);
  const departments = departmentChoices(me, form.level);
  const closedDepartments = [
    ...new Set(departments.map(({ refusal }) => refusal).filter((refusal) => refusal !== null)),
  ];
  const busy = creating.isLoading || saving.isLoading;

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || readOnly) return;
    const role = { name: form.name!.trim(), level: form.level!, department: form.department!, permissions };
    const refusal = current
      ? roleEditRefusal(me, current, role, otherLevelZeroHolders)
      : proposedRoleRefusal(me, role);
    if (refusal) {
      notice.error(refusal);
      return;
    }
    try {
      if (editing) await editRole({ id: roleId, role }).unwrap();
      else await createRole(role).unwrap();
      notice.success(editing ? 'Role saved' : 'Role created');
      setSaved(true);
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };

  if (editing && existing.isError) {
    return (
      <Result
        status="warning"
        title="Failed to get data"
        subTitle="This role could not be loaded."
        extra={[
          <Button key="back" onClick={() => navigate(appPath('roles'))}>
            Back to roles
          </Button>,
          <Button key="retry" type="primary" onClick={() => void existing.refetch()}>
            Try again
          </Button>,
        ]}
      />
    );
  }

  const status = (field: keyof RoleFormValues) =>
    submitted && errors[field] ? ('error' as const) : undefined;
  const help = (field: keyof RoleFormValues) => (submitted ? errors[field] : undefined);

  return (
    <div className="ops-page ops-role-editor">
      <UnsavedChangesGuard dirty={dirty} message={ROLE_EDITOR_TEXT.discard} />
      <PageHeader
        title={editing ? (existing.data?.name ?? 'Edit role') : 'Create role'}
        subtitle={`${countGranted(permissions)} of ${TOTAL_FLAGS} permissions granted`}
        extra={
          <>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(appPath('roles'))}>
              Back
            </Button>
            {!readOnly && (
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={busy}
                onClick={() => void save()}
                data-testid="save-role"
              >
                {editing ? 'Save role' : 'Create role'}
              </Button>
            )}
          </>
        }
      />
      {!canModify && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title="You can view this role. Changing roles needs the roles.MODIFY permission."
        />
      )}
      {editRefusal && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title={`You can view this role. ${editRefusal}.`}
          data-testid="role-read-only"
        />
      )}
      {editing && existing.isLoading ? (
        <Card style={{ marginTop: 20 }}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <>
          <Card style={{ marginTop: 20 }} title="Role">
            <Form layout="vertical" requiredMark={false} disabled={readOnly}>
              <Row gutter={16}>
                <Col xs={24} md={10}>
                  <Form.Item
                    label="Name"
                    htmlFor="role-name"
                    validateStatus={status('name')}
                    help={help('name')}
                  >
                    <Input
                      id="role-name"
                      value={form.name}
                      onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
                      placeholder="e.g. Support Agent"
                      maxLength={80}
                      data-testid="role-name"
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    label="Level"
                    htmlFor="role-level"
                    validateStatus={status('level')}
                    help={help('level')}
                  >
                    <Select
                      id="role-level"
                      value={form.level}
                      onChange={(level: number) => setForm((f) => ({ ...f, level }))}
                      options={levels.map(({ level, refusal }) => ({
                        value: level,
                        label: levelLabel(level),
                        disabled: refusal !== null,
                        title: refusal ?? undefined,
                      }))}
                      placeholder="0–10"
                      data-testid="role-level"
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item
                    label="Department"
                    htmlFor="role-department"
                    validateStatus={status('department')}
                    help={help('department')}
                    extra={
                      readOnly || closedDepartments.length === 0 ? undefined : (
                        <span data-testid="department-closed">{closedDepartments.join('. ')}.</span>
                      )
                    }
                  >
                    <Select
                      id="role-department"
                      value={form.department}
                      onChange={(department: string) => setForm((f) => ({ ...f, department }))}
                      options={departments.map(({ department, refusal }) => ({
                        value: department,
                        label: department,
                        disabled: refusal !== null,
                        title: refusal ?? undefined,
                      }))}
                      placeholder="Choose a department"
                      data-testid="role-department"
                    />
                  </Form.Item>
                </Col>
              </Row>
              {form.level === 0 && (
                <Alert
                  type="warning"
                  showIcon
                  title="Level 0 is allowed everything, whatever the permissions below say."
                />
              )}
            </Form>
          </Card>
          <Card style={{ marginTop: 16 }} title="Permissions">
            <PermissionMatrix value={permissions} onChange={setPermissions} readOnly={readOnly} />
          </Card>
        </>
      )}
    </div>
  );
}
