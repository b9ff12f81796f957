import { useMemo, useState } from 'react';
import { Button, Card, Input, Result, Select, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { DEPARTMENTS, gate } from '@ops/shared/rules/permissions/catalogue';
import { existingRoleRefusal } from '@ops/shared/rules/permissions/roleEditRules';
import { useAppSelector } from '../../app/hooks';
import { appPath } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { NavigableTable } from '../../components/list/NavigableTable';
import { PageHeader } from '../../components/PageHeader';
import { PermissionGate, useCan } from '../../components/PermissionGate';
import { selectRole } from '../auth/sessionSlice';
import { countGranted, normalisePermissions, TOTAL_FLAGS } from './permissionMatrix';
import { useGetAllRolesQuery, type RoleRecord } from './rolesApi';

export const DEPARTMENT_COLORS: Record<string, string> = {
  Operations: 'cyan',
  Engineering: 'geekblue',
  Administration: 'gold',
  Marketing: 'magenta',
  Accounting: 'green',
};

export default function RolesPage() {
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch, isFetching } = useGetAllRolesQuery();
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState<string | null>(null);
  const canModify = useCan(gate('roles.MODIFY'));
  const me = useAppSelector(selectRole);

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return [...(data ?? [])]
      .filter(
        (role) =>
          (!needle || role.name.toLowerCase().includes(needle)) &&
          (!department || role.department === department),
      )
      .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name));
  }, [data, search, department]);

  const columns: TableColumnsType<RoleRecord> = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, role) => (
        <Link to={appPath(`roles/${role._id}`)} data-testid={`role-${role._id}`} style={{ fontWeight: 600 }}>
          {name}
        </Link>
      ),
    },
    {
      title: 'Department',
      dataIndex: 'department',
      width: 160,
      render: (value: string) => <Tag color={DEPARTMENT_COLORS[value] ?? 'default'}>{value}</Tag>,
    },
    {
      title: 'Level',
      dataIndex: 'level',
      width: 90,
      align: 'center',
      render: (level: number) => (level === 0 ? <Tag color="red">0 · all</Tag> : level),
    },
    {
      title: 'Permissions',
      key: 'permissions',
      width: 140,
      // Level 0 is allowed everything whatever its flags say (03 §6), so say that.
      render: (_value, role) =>
        role.level === 0 ? (
          <Typography.Text type="secondary">All</Typography.Text>
        ) : (
          `${countGranted(normalisePermissions(role.permissions))} / ${TOTAL_FLAGS}`
        ),
    },
    { title: 'Users', dataIndex: 'usersCount', width: 90, align: 'right' },
    {
      title: 'Updated',
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => (value ? dayjs(value).format('MM/DD/YYYY') : '—'),
    },
    ...(canModify
      ? [
          {
            title: 'Actions',
            key: 'edit',
            width: 90,
            // The shared rule the server applies: roles ranked at or above the user, or their own, stay closed.
            render: (_value: unknown, role: RoleRecord) => {
              const refusal = existingRoleRefusal(me, role);
              return (
                <Tooltip title={refusal}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    disabled={refusal !== null}
                    onClick={() => navigate(appPath(`roles/${role._id}`))}
                    data-testid={`edit-role-${role._id}`}
                  >
                    Edit
                  </Button>
                </Tooltip>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <div className="ops-page">
      <PageHeader
        title="Roles"
        subtitle="What each role may see and do. Lower levels rank higher; level 0 may do everything."
        extra={
          <PermissionGate gate={gate('roles.MODIFY')}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(appPath('roles/create'))}
              data-testid="create-role"
            >
              Create role
            </Button>
          </PermissionGate>
        }
      />
      <Card style={{ marginTop: 20 }} styles={{ body: { padding: 0 } }}>
        <div className="ops-toolbar">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search roles"
            aria-label="Search roles"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: 280 }}
          />
          <Select
            allowClear
            placeholder="All departments"
            aria-label="Department"
            value={department}
            onChange={(value: string | undefined) => setDepartment(value ?? null)}
            options={DEPARTMENTS.map((d) => ({ value: d, label: d }))}
            style={{ width: 200 }}
          />
        </div>
        {isError ? (
          <Result
            status="warning"
            title="Failed to get data"
            subTitle="The roles could not be loaded."
            extra={<Button onClick={() => void refetch()}>Try again</Button>}
            data-testid="roles-failed"
          />
        ) : (
          // The name cell is a link already; a click stays the row's own (Edit, the name), so Enter or a double-click opens.
          <NavigableTable<RoleRecord>
            label="Roles table"
            testId="roles-table"
            openOnClick={false}
            onOpenRow={(role) => void navigate(appPath(`roles/${role._id}`))}
            rowKey="_id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={isLoading || isFetching}
            // Every role on one page: the keyboard walks the rows the table holds (a few dozen at most).
            pagination={false}
            locale={{
              emptyText: (
                <EmptyState
                  title="No roles"
                  description={
                    search || department
                      ? 'Nothing matches these filters.'
                      : 'Create the first role to get started.'
                  }
                />
              ),
            }}
          />
        )}
      </Card>
    </div>
  );
}
