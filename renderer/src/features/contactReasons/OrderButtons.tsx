import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

/** Move one row up or down in its list (the order riders see). */
export function OrderButtons({
  index,
  count,
  disabled,
  onMove,
  label,
}: {
  index: number;
  count: number;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
  label: string;
}) {
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={`Move ${label} up`}
        disabled={disabled || index <= 0}
        onClick={() => onMove(-1)}
        data-testid="order-up"
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={`Move ${label} down`}
        disabled={disabled || index >= count - 1}
        onClick={() => onMove(1)}
        data-testid="order-down"
      />
    </Space>
  );
}
