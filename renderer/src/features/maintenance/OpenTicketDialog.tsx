import { useState } from 'react';
import { Input, Modal } from 'antd';
import { MAINTENANCE_TEXT_MAX } from '@ops/shared/rules/maintenance';
import { VehicleCodeSelect } from '../../components/VehicleCodeSelect';
import { notice } from '../../lib/notices';
import { testId } from '../../lib/testId';
import { useOpenMaintenanceTicketMutation } from './maintenanceApi';

/** Report a problem on a vehicle: an open maintenance ticket. */
export function OpenTicketDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [vehicleCode, setVehicleCode] = useState<string | undefined>();
  const [description, setDescription] = useState('');
  const [openTicket, { isLoading }] = useOpenMaintenanceTicketMutation();

  const save = async () => {
    if (!vehicleCode) return;
    // Failures are the notice listener's (the server's words); the dialog stays open.
    const opened = await openTicket({ vehicleCode, description: description.trim() })
      .unwrap()
      .catch(() => null);
    if (!opened) return;
    notice.success(`Ticket opened for ${opened.vehicleCode}`);
    setVehicleCode(undefined);
    setDescription('');
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Open maintenance ticket"
      okText="Open ticket"
      okButtonProps={{
        disabled: !vehicleCode || !description.trim() || isLoading,
        ...testId('ticket-open-confirm'),
      }}
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      width={460}
    >
      <label className="ops-filter-label" htmlFor="ticket-vehicle">
        Vehicle
      </label>
      <div style={{ marginBottom: 12 }}>
        <VehicleCodeSelect
          id="ticket-vehicle"
          value={vehicleCode}
          onChange={setVehicleCode}
          testId="ticket-vehicle"
        />
      </div>
      <label className="ops-filter-label" htmlFor="ticket-description">
        Problem
      </label>
      <Input.TextArea
        id="ticket-description"
        rows={4}
        maxLength={MAINTENANCE_TEXT_MAX}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        placeholder="What is wrong with the vehicle"
        data-testid="ticket-description"
      />
    </Modal>
  );
}
