import { Button, Checkbox, Flex, Popover, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import type { ColumnPrefs, ColumnPrefsAction } from './columnPrefs';

/** Show, hide and reorder a list's columns; the choice is kept per user and list. */
export function ColumnChooser({ titles, prefs, dispatch }: { titles: Record<string, string>; prefs: ColumnPrefs; dispatch: (action: ColumnPrefsAction) => void }) {
  const visibleCount = prefs.order.length - prefs.hidden.length;
  const content = (
    <Flex vertical gap={4} style={{ minWidth: 240 }} data-testid="list-columns-panel">
      {prefs.order.map((key, index) => {
        const shown = !prefs.hidden.includes(key);
        return (
          <Flex key={key} align="center" justify="space-between" gap={8}>
            <Checkbox checked={shown} disabled={shown && visibleCount <= 1} onChange={() => dispatch({ type: 'toggle', key })} data-testid={`list-column-${key}`}>
              {titles[key] ?? key}
            </Checkbox>
            <span>
              <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => dispatch({ type: 'move', key, to: index - 1 })} aria-label={`Move ${titles[key] ?? key} up`} />
              <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={index === prefs.order.length - 1} onClick={() => dispatch({ type: 'move', key, to: index + 1 })} aria-label={`Move ${titles[key] ?? key} down`} />
            </span>
          </Flex>
        );
      })}
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{visibleCount} of {prefs.order.length} shown</Typography.Text>
        <Button size="small" onClick={() => dispatch({ type: 'reset' })}>
          Reset
        </Button>
      </Flex>
    </Flex>
  );
  return (
    <Popover content={content} title="Columns" trigger="click" placement="bottomRight">
      <Tooltip title="Columns">
        <Button icon={<SettingOutlined />} aria-label="Columns" data-testid="list-columns" />
      </Tooltip>
    </Popover>
  );
}
