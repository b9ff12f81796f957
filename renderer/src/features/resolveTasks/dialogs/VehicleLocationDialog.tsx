import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OpsMap, VehiclePin } from '../../../components/map';

/**
 * 01 §2 vehicle location map ('Vehicle Location') with a Cancel button, on the shared map
 * (which says so when tiles are unavailable); the coordinates are written under it too.
 */
export function VehicleLocationDialog({
  open,
  vehicle,
  onClose,
}: {
  open: boolean;
  vehicle: { code: string; lat: number; long: number; isLatLongZero: boolean };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const position: [number, number] = [vehicle.lat, vehicle.long];
  return (
    <Modal
      open={open}
      title={t('workspace.location.title')}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={
        <Button onClick={onClose} data-testid="location-cancel">
          {t('workspace.location.cancel')}
        </Button>
      }
    >
      <div data-testid="vehicle-location">
        {open && (
          <OpsMap
            height={360}
            zoom={16}
            centre={vehicle.isLatLongZero ? null : { lat: position[0], lng: position[1] }}
            testId="vehicle-location-map"
          >
            {!vehicle.isLatLongZero && (
              <VehiclePin code={vehicle.code} lat={position[0]} long={position[1]} />
            )}
          </OpsMap>
        )}
      </div>
      <Typography.Paragraph style={{ marginTop: 8 }} copyable={{ text: `${vehicle.lat},${vehicle.long}` }}>
        {vehicle.code}: {vehicle.lat.toFixed(6)}, {vehicle.long.toFixed(6)}
        {vehicle.isLatLongZero ? t('workspace.location.noPosition') : ''}
      </Typography.Paragraph>
    </Modal>
  );
}
