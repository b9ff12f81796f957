import { useState } from 'react';
import { Button, Form, Input, Modal, Space } from 'antd';
import {
  RENTAL_MESSAGES,
  RENTAL_STATUS_LABELS,
  rentalTransitionProblem,
  type RentalStatus,
} from '@ops/shared/rules/rentals';
import { notice } from '../../lib/notices';
import { useSetDayRentalStatusMutation, type DayRentalRow } from './rentalsApi';

/** What a move is called on its button. */
const MOVE_LABELS: Record<RentalStatus, string> = {
  pending: 'Release',
  ready: 'Mark ready',
  delivered: 'Mark delivered',
  collected: 'Mark collected',
};

/**
 * The next statuses of one rental (the server's nextStatuses, shared/rules/rentals.ts). Ready
 * asks which vehicle was prepared; every move names the status it starts from, so a rental
 * someone else moved meanwhile is refused rather than moved twice.
 */
export function RentalActions({ rental, mayMove }: { rental: DayRentalRow; mayMove: boolean }) {
  const [move, { isLoading, originalArgs }] = useSetDayRentalStatusMutation();
  const [askVehicle, setAskVehicle] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  if (!mayMove || rental.nextStatuses.length === 0) return null;
  const from = rental.status as RentalStatus;
  const run = async (to: RentalStatus, vehicleCode?: string) => {
    try {
      await move({ _id: rental._id, status: to, expectedStatus: from, vehicleCode }).unwrap();
      notice.success(`Rental is ${RENTAL_STATUS_LABELS[to]}`);
      setAskVehicle(false);
    } catch {
      // The app's failure listener shows the server's words.
    }
  };
  const confirmReady = () => {
    const problem = rentalTransitionProblem(from, 'ready', code);
    setCodeError(problem);
    if (!problem) void run('ready', code.trim());
  };
  return (
    <Space size={4} wrap onClick={(event) => event.stopPropagation()}>
      {rental.nextStatuses.map((next) => {
        const to = next as RentalStatus;
        return (
          <Button
            key={to}
            size="small"
            type={to === 'pending' ? 'default' : 'primary'}
            loading={isLoading && originalArgs?._id === rental._id && originalArgs.status === to}
            disabled={isLoading}
            onClick={() => (to === 'ready' ? setAskVehicle(true) : void run(to))}
            data-testid={`rental-to-${to}`}
          >
            {MOVE_LABELS[to]}
          </Button>
        );
      })}
      <Modal
        open={askVehicle}
        title="Vehicle for this rental"
        okText="Mark ready"
        onOk={confirmReady}
        confirmLoading={isLoading}
        onCancel={() => setAskVehicle(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item
            label="Vehicle code"
            validateStatus={codeError ? 'error' : undefined}
            help={codeError ?? undefined}
            required
          >
            <Input
              autoFocus
              value={code}
              placeholder={RENTAL_MESSAGES.vehicleRequired}
              onChange={(event) => setCode(event.target.value)}
              onPressEnter={confirmReady}
              data-testid="rental-vehicle-code"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
