import { useMemo, useState } from 'react';
import { AutoComplete, Button, Card, Col, Row, Select, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useSupervisorRolesWithUsersQuery } from '../taskSettingsApi';
import { addableUsers, userOptionLabel, type TaUser } from '../taRows';
import { useOpsUserSearch } from './AssigneeSelect';

// A real <label> tied to its field, so the field has a name (axe 'label'; issue 6 item 35).
const Label = ({ children, htmlFor }: { children: string; htmlFor: string }) => (
  <label className="ops-filter-label" htmlFor={htmlFor}>
    {children}
  </label>
);

/**
 * 03 §2.4 add-users panel: pick a role, multi-select its users (or find one by phone or
 * name), then 'Add Users' (disabled while none is selected). Users already in the table
 * are not offered again.
 */
export function AddUsersPanel({
  present,
  onAdd,
}: {
  present: ReadonlyArray<{ user: TaUser }>;
  onAdd: (users: TaUser[]) => void;
}) {
  const { data: roles = [], isLoading } = useSupervisorRolesWithUsersQuery();
  const [roleId, setRoleId] = useState<string | null>(null);
  const [selected, setSelected] = useState<TaUser[]>([]);
  const [typed, setTypedValue] = useState('');
  const search = useOpsUserSearch();

  const role = roles.find((r) => r._id === roleId);
  const roleUsers = useMemo(() => addableUsers(role?.users ?? [], present), [role, present]);
  const searchUsers = addableUsers(search.users, present);
  const known = new Map([...roleUsers, ...searchUsers, ...selected].map((u) => [u._id, u]));

  const add = () => {
    onAdd(selected);
    setSelected([]);
  };

  return (
    <Card size="small" title="Add users" style={{ marginTop: 20 }} data-testid="ta-add-panel">
      <Row gutter={[12, 12]} align="bottom">
        <Col xs={24} md={6}>
          <Label htmlFor="ta-role-field">Role</Label>
          <Select<string>
            id="ta-role-field"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Pick a role"
            loading={isLoading}
            style={{ width: '100%' }}
            value={roleId ?? undefined}
            onChange={(id) => setRoleId(id)}
            options={roles.map((r) => ({ value: r._id, label: `${r.name} (${r.users.length})` }))}
            data-testid="ta-role"
          />
        </Col>
        <Col xs={24} md={9}>
          <Label htmlFor="ta-users-field">Users</Label>
          <Select<string[]>
            id="ta-users-field"
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={role ? 'Choose users of this role' : 'Pick a role first'}
            disabled={!role && selected.length === 0}
            style={{ width: '100%' }}
            maxTagCount="responsive"
            value={selected.map((u) => u._id)}
            onChange={(ids) =>
              setSelected(ids.map((id) => known.get(id)).filter((u): u is TaUser => u !== undefined))
            }
            options={[...new Map([...selected, ...roleUsers].map((u) => [u._id, u])).values()].map((u) => ({
              value: u._id,
              label: userOptionLabel(u),
            }))}
            notFoundContent={role ? 'Everyone in this role is already in the table' : null}
            data-testid="ta-users"
          />
        </Col>
        <Col xs={24} md={6}>
          <Label htmlFor="ta-find-user-field">Or find a user</Label>
          <AutoComplete
            id="ta-find-user-field"
            style={{ width: '100%' }}
            placeholder="Phone or name"
            value={typed}
            showSearch={{
              onSearch: (term) => {
                setTypedValue(term);
                search.setTyped(term);
              },
            }}
            onSelect={(id: string) => {
              const user = known.get(id);
              if (user && !selected.some((u) => u._id === id)) setSelected([...selected, user]);
              setTypedValue('');
              search.setTyped('');
            }}
            options={searchUsers.map((u) => ({ value: u._id, label: userOptionLabel(u) }))}
            notFoundContent={search.isFetching ? 'Searching…' : undefined}
            data-testid="ta-user-search"
          />
        </Col>
        <Col xs={24} md={3}>
          <Button
            type="primary"
            block
            icon={<UserAddOutlined />}
            disabled={selected.length === 0}
            onClick={add}
            data-testid="ta-add-users"
          >
            Add Users
          </Button>
        </Col>
      </Row>
      {selected.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 8 }}>
          {selected.length} selected. New rows are not stored until you save them.
        </Typography.Text>
      )}
    </Card>
  );
}
