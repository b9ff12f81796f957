import { Button, Checkbox, Flex, Popover, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatBareCount } from '../../lib/format';
import type { ColumnPrefs, ColumnPrefsAction } from './columnPrefs';

/** Show, hide and reorder a list's columns; the choice is kept per user and list. */
export function ColumnChooser({
  titles,
  prefs,
  dispatch,
}: {
  titles: Record<string, string>;
  prefs: ColumnPrefs;
  dispatch: (action: ColumnPrefsAction) => void;
}) {
  const { t } = useTranslation();
  const visibleCount = prefs.order.length - prefs.hidden.length;
  const content = (
    <Flex vertical gap={4} style={{ minWidth: 240 }} data-testid="list-columns-panel">
      {prefs.order.map((key, index) => {
        const shown = !prefs.hidden.includes(key);
        return (
          <Flex key={key} align="center" justify="space-between" gap={8}>
            <Checkbox
              checked={shown}
              disabled={shown && visibleCount <= 1}
              onChange={() => dispatch({ type: 'toggle', key })}
              data-testid={`list-column-${key}`}
            >
              {titles[key] ?? key}
            </Checkbox>
            <span>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                onClick={() => dispatch({ type: 'move', key, to: index - 1 })}
                aria-label={t('list.moveUp', { title: titles[key] ?? key })}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={index === prefs.order.length - 1}
                onClick={() => dispatch({ type: 'move', key, to: index + 1 })}
                aria-label={t('list.moveDown', { title: titles[key] ?? key })}
              />
            </span>
          </Flex>
        );
      })}
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">
          {t('list.columnsShown', {
            shown: formatBareCount(visibleCount),
            total: formatBareCount(prefs.order.length),
          })}
        </Typography.Text>
        <Button size="small" onClick={() => dispatch({ type: 'reset' })}>
          {t('list.reset')}
        </Button>
      </Flex>
    </Flex>
  );
  return (
    <Popover content={content} title={t('list.columns')} trigger="click" placement="bottomRight">
      <Tooltip title={t('list.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('list.columns')} data-testid="list-columns" />
      </Tooltip>
    </Popover>
  );
}
