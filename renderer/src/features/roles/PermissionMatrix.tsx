import { useMemo, useState } from 'react';
import { Checkbox, Input, Segmented, Tooltip, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { EmptyState } from '../../components/EmptyState';
import {
  catalogueRows,
  filterRows,
  isGranted,
  LAYER_LABELS,
  layerState,
  setFlag,
  setLayer,
} from './permissionMatrix';

interface Props {
  value: RolePermissions;
  onChange: (next: RolePermissions) => void;
  readOnly?: boolean;
}

/** Layers down, flags across: one checkbox per catalogue flag, one per layer for all of it. */
export function PermissionMatrix({ value, onChange, readOnly = false }: Props) {
  const [search, setSearch] = useState('');
  const [show, setShow] = useState<'all' | 'granted'>('all');
  const allRows = useMemo(catalogueRows, []);
  const rows = useMemo(() => {
    const filtered = filterRows(allRows, search);
    if (show === 'all') return filtered;
    return filtered
      .map((row) => ({ ...row, flags: row.flags.filter(({ flag }) => isGranted(value, row.layer, flag)) }))
      .filter((row) => row.flags.length > 0);
  }, [allRows, search, show, value]);

  return (
    <div className="ops-matrix" data-testid="permission-matrix">
      <div className="ops-matrix-toolbar">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search permissions"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ maxWidth: 300 }}
        />
        <Segmented
          value={show}
          onChange={(v) => setShow(v as 'all' | 'granted')}
          options={[
            { value: 'all', label: 'All permissions' },
            { value: 'granted', label: 'Granted only' },
          ]}
        />
      </div>
      {rows.length === 0 && (
        <EmptyState title="No permissions match" description="Try another word, or show all permissions." />
      )}
      {rows.map(({ layer, flags }) => {
        const names = flags.map((f) => f.flag);
        const state = layerState(value, layer, names);
        return (
          <section key={layer} className="ops-matrix-layer" data-testid={`layer-${layer}`}>
            <div className="ops-matrix-layer-head">
              <Checkbox
                checked={state === 'all'}
                indeterminate={state === 'some'}
                disabled={readOnly}
                onChange={(e) => onChange(setLayer(value, layer, e.target.checked, names))}
              >
                <Typography.Text strong>{LAYER_LABELS[layer]}</Typography.Text>
              </Checkbox>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {layer} · {names.filter((flag) => isGranted(value, layer, flag)).length}/{names.length}
              </Typography.Text>
            </div>
            <div className="ops-matrix-flags">
              {flags.map(({ flag, description }) => (
                <Tooltip key={flag} title={`${layer}.${flag}`} mouseEnterDelay={0.6}>
                  <Checkbox
                    checked={isGranted(value, layer, flag)}
                    disabled={readOnly}
                    onChange={(e) => onChange(setFlag(value, layer, flag, e.target.checked))}
                    className="ops-matrix-flag"
                    data-testid={`perm-${layer}.${flag}`}
                  >
                    <span className="ops-matrix-flag-text">
                      <span>{description}</span>
                      <code>{flag}</code>
                    </span>
                  </Checkbox>
                </Tooltip>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
