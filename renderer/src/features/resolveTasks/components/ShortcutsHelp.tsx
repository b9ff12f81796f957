import { Button, Popover, Table, Typography } from 'antd';
import { QuestionOutlined } from '@ant-design/icons';
import { SHORTCUTS, keyLabel } from '../shortcuts';

/** The '?' help popover: every shortcut of the workspace in one place. */
export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const content = (
    <Table
      size="small"
      pagination={false}
      rowKey="action"
      dataSource={[...SHORTCUTS]}
      columns={[
        { title: 'Key', key: 'key', render: (_v, row) => <Typography.Text keyboard>{keyLabel(row.action)}</Typography.Text> },
        { title: 'Action', dataIndex: 'label' },
        { title: 'Where', dataIndex: 'where' },
      ]}
      style={{ width: 440 }}
    />
  );
  return (
    <div className="resolve-tasks__help">
      <Popover open={open} onOpenChange={onOpenChange} trigger="click" placement="bottomRight" title="Keyboard shortcuts" content={content}>
        <Button shape="circle" icon={<QuestionOutlined />} aria-label="Keyboard shortcuts (?)" title="Keyboard shortcuts (?)" data-testid="shortcuts-help" />
      </Popover>
    </div>
  );
}
