import { Modal, Table, Tag, Typography } from 'antd';
import { RING_STATUS_LABELS, ringSettled, ringSummary } from './ringOutcome';
import { useVehicleCommandOutcomesQuery, type RingResult } from './vehiclesApi';

const COLOURS: Record<string, string> = {
  sent: 'default',
  acknowledged: 'green',
  failed: 'red',
  timed_out: 'orange',
};
/** How often a ring's outcomes are read until every vehicle has answered or timed out. */
const POLL_MS = 1000;

/** Each rung vehicle's outcome, read again until none is still waiting. */
export function RingDialog({ sent, onClose }: { sent: RingResult[] | null; onClose: () => void }) {
  const commandIds = sent?.map((result) => result.commandId) ?? [];
  const { data } = useVehicleCommandOutcomesQuery(
    { commandIds },
    { skip: !sent, pollingInterval: sent ? POLL_MS : 0 },
  );
  const byId = new Map((data ?? []).map((result) => [result.commandId, result]));
  const rows = (sent ?? []).map((result) => byId.get(result.commandId) ?? result);
  const statuses = rows.map((row) => row.status);
  const settled = ringSettled(statuses);
  return (
    <Modal
      open={sent !== null}
      title="Ring"
      onCancel={onClose}
      onOk={onClose}
      okText="Close"
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
      width={520}
    >
      <Typography.Paragraph strong data-testid="vehicles-ring-summary">
        {ringSummary(statuses)}
      </Typography.Paragraph>
      {!settled && (
        <Typography.Paragraph type="secondary">Waiting for the vehicles to answer…</Typography.Paragraph>
      )}
      <Table<RingResult>
        size="small"
        rowKey="commandId"
        dataSource={rows}
        pagination={false}
        scroll={{ y: 320 }}
        columns={[
          { key: 'code', title: 'Code', render: (_v, row) => row.code },
          {
            key: 'status',
            title: 'Outcome',
            render: (_v, row) => (
              <Tag color={COLOURS[row.status]}>{RING_STATUS_LABELS[row.status] ?? row.status}</Tag>
            ),
          },
          { key: 'error', title: 'Reason', render: (_v, row) => row.error ?? '' },
        ]}
      />
    </Modal>
  );
}
