import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** One decision on an end-of-ride photo (01 §2): Accept, Reject, or Reject & add urgent. */
export interface RideImageChoice {
  isAccept: boolean;
  addUrgent: boolean;
}

/** Worded by the catalogue's workspace.review (English: 'Accept', 'Reject', 'Reject & add urgent'). */
const CHOICES = [
  { key: 'accept', choice: { isAccept: true, addUrgent: false }, props: { type: 'primary' as const } },
  { key: 'reject', choice: { isAccept: false, addUrgent: false }, props: { danger: true } },
  {
    key: 'reject-urgent',
    choice: { isAccept: false, addUrgent: true },
    props: { danger: true, type: 'primary' as const },
  },
] as const;

export type RideImageChoiceKey = (typeof CHOICES)[number]['key'];

/**
 * The three buttons of the workspace's ride-image task and of the Ride Images grid (one
 * server decision behind both). `pending` is the choice on its way (its button spins, all
 * are disabled); `tooltip` words a button's hint (the workspace adds its shortcut).
 */
export function RideImageDecisionButtons({
  onDecide,
  pending,
  disabled,
  tooltip,
  testIdPrefix = 'ride-image',
  size,
}: {
  onDecide: (choice: RideImageChoice) => void;
  pending: RideImageChoice | null;
  disabled?: boolean;
  tooltip?: (label: string, key: RideImageChoiceKey) => string;
  testIdPrefix?: string;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  return (
    <Space wrap size={[8, 8]}>
      {CHOICES.map(({ key, choice, props }) => {
        const label = t(`workspace.review.${key}`);
        const button = (
          <Button
            key={key}
            {...props}
            size={size}
            loading={
              !!pending && pending.isAccept === choice.isAccept && pending.addUrgent === choice.addUrgent
            }
            disabled={!!pending || disabled}
            onClick={() => onDecide(choice)}
            data-testid={`${testIdPrefix}-${key}`}
          >
            {label}
          </Button>
        );
        return tooltip ? (
          <Tooltip key={key} title={tooltip(label, key)}>
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </Space>
  );
}
