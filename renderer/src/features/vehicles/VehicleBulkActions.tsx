import { useState } from 'react';
import { Button, Modal, Select, Typography } from 'antd';
import { VEHICLE_STATUSES } from '@ops/shared/rules/labels';
import { errorMessageOf } from '../../i18n/errorText';
import {
  canBulk,
  VEHICLE_BULK_ACTIONS,
  VEHICLE_BULK_MESSAGES,
  type VehicleBulkAction,
} from '@ops/shared/rules/vehicleBulk';
import { useAppSelector } from '../../app/hooks';
import { testId } from '../../lib/testId';
import { selectRole } from '../auth/sessionSlice';
import { RingDialog } from './RingDialog';
import { useStartupAreasQuery } from '../shell/startupApi';
import {
  useActivateMultipleVehiclesMutation,
  useDisableMultipleVehiclesMutation,
  useMuteMultipleVehiclesMutation,
  useSetVehicleStatusMutation,
  useSetVehiclesIsInStorageMutation,
  useUpdateMultipleVehiclesAreaMutation,
  useRingVehiclesMutation,
  type BulkAnswer,
  type RingResult,
  type VehicleRow,
} from './vehiclesApi';

/** What the last bulk action did, shown above the table until the next one. */
export type BulkOutcome = { ok: true; text: string } | { ok: false; text: string };

interface Pending {
  label: string;
  run: () => Promise<BulkAnswer>;
}

const BUTTONS = [
  'activate',
  'deactivate',
  'disable',
  'enable',
  'mute',
  'unmute',
] as const satisfies readonly VehicleBulkAction[];
const vehiclesWord = (n: number) => `${n} ${n === 1 ? 'vehicle' : 'vehicles'}`;

/**
 * The Scooters list's bulk bar (02 §2): each action only for a role the shared rule allows
 * (the server refuses with the same rule), confirmed with the selected count, and all or
 * none on the server. The outcome goes to the page, which keeps it after the bar closes.
 */
export function VehicleBulkActions({
  selected,
  onOutcome,
}: {
  selected: VehicleRow[];
  onOutcome: (outcome: BulkOutcome) => void;
}) {
  const role = useAppSelector(selectRole);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [activate] = useActivateMultipleVehiclesMutation();
  const [disable] = useDisableMultipleVehiclesMutation();
  const [mute] = useMuteMultipleVehiclesMutation();
  const [setStatus] = useSetVehicleStatusMutation();
  const [setStorage] = useSetVehiclesIsInStorageMutation();
  const [setArea] = useUpdateMultipleVehiclesAreaMutation();
  const [ring, ringState] = useRingVehiclesMutation();
  const [rung, setRung] = useState<RingResult[] | null>(null);
  const mayMoveArea = canBulk(role, 'setArea');
  const { data: areas = [] } = useStartupAreasQuery(undefined, { skip: !mayMoveArea });
  const ids = selected.map((vehicle) => vehicle._id);

  const runs: Record<(typeof BUTTONS)[number], () => Promise<BulkAnswer>> = {
    activate: () => activate({ ids, activate: true }).unwrap(),
    deactivate: () => activate({ ids, activate: false }).unwrap(),
    disable: () => disable({ ids, disabled: true }).unwrap(),
    enable: () => disable({ ids, disabled: false }).unwrap(),
    mute: () => mute({ ids, isMuted: true }).unwrap(),
    unmute: () => mute({ ids, isMuted: false }).unwrap(),
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = await pending.run();
      onOutcome({ ok: true, text: VEHICLE_BULK_MESSAGES.done(pending.label, answer.count) });
    } catch (error) {
      onOutcome({ ok: false, text: `${pending.label}: ${errorMessageOf(error)}` });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <>
      {BUTTONS.filter((action) => canBulk(role, action)).map((action) => (
        <Button
          key={action}
          danger={action === 'disable' || action === 'deactivate'}
          onClick={() => setPending({ label: VEHICLE_BULK_ACTIONS[action].label, run: runs[action] })}
          data-testid={`vehicles-bulk-${action}`}
        >
          {VEHICLE_BULK_ACTIONS[action].label}
        </Button>
      ))}
      {canBulk(role, 'ring') && (
        <Button
          loading={ringState.isLoading}
          onClick={() =>
            void ring({ ids })
              .unwrap()
              .then(setRung, (error: unknown) =>
                onOutcome({ ok: false, text: `Ring: ${errorMessageOf(error)}` }),
              )
          }
          data-testid="vehicles-bulk-ring"
        >
          {VEHICLE_BULK_ACTIONS.ring.label}
        </Button>
      )}
      <RingDialog sent={rung} onClose={() => setRung(null)} />
      {canBulk(role, 'setStatus') && (
        <Select
          aria-label="Set status"
          placeholder="Set status"
          value={null}
          style={{ width: 130 }}
          options={VEHICLE_STATUSES.map((status) => ({ value: status, label: status }))}
          onChange={(status: string) =>
            setPending({ label: `Set status ${status}`, run: () => setStatus({ ids, status }).unwrap() })
          }
          data-testid="vehicles-bulk-status"
        />
      )}
      {canBulk(role, 'setInStorage') && (
        <Select
          aria-label="Storage"
          placeholder="Storage"
          value={null}
          style={{ width: 150 }}
          options={[
            { value: 'in', label: 'Put in storage' },
            { value: 'out', label: 'Take out of storage' },
          ]}
          onChange={(where: string) =>
            setPending({
              label: where === 'in' ? 'Put in storage' : 'Take out of storage',
              run: () => setStorage({ ids, isInStorage: where === 'in' }).unwrap(),
            })
          }
          data-testid="vehicles-bulk-storage"
        />
      )}
      {mayMoveArea && (
        <Select
          aria-label="Move to area"
          placeholder="Move to area"
          value={null}
          showSearch
          optionFilterProp="label"
          style={{ width: 170 }}
          options={areas.map((area) => ({ value: area._id, label: area.name }))}
          onChange={(areaId: string) =>
            setPending({
              label: `Move to ${areas.find((area) => area._id === areaId)?.name ?? 'area'}`,
              run: () => setArea({ ids, areaId }).unwrap(),
            })
          }
          data-testid="vehicles-bulk-area"
        />
      )}
      <Modal
        open={pending !== null}
        title={pending?.label}
        okText={pending ? `${pending.label} ${vehiclesWord(ids.length)}` : 'OK'}
        okButtonProps={testId('vehicles-bulk-confirm')}
        confirmLoading={busy}
        onOk={() => void confirm()}
        onCancel={() => setPending(null)}
        destroyOnHidden
        width={440}
      >
        <Typography.Paragraph data-testid="vehicles-bulk-question">
          {pending?.label} the {vehiclesWord(ids.length)} selected? All of them change, or none does.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
