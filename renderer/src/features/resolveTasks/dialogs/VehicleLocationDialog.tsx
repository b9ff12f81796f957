import { Button, Modal, Typography } from 'antd';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

// Bundlers break leaflet's default icon lookup; point it at the bundled files once.
const icon = L.icon({ iconUrl: markerIcon, shadowUrl: markerShadow, iconSize: [25, 41], iconAnchor: [12, 41] });

/**
 * 01 §2 vehicle location map ('Vehicle Location') with a Cancel button. Tiles may
 * not load offline, so the coordinates are always written under the map.
 */
export function VehicleLocationDialog({ open, vehicle, onClose }: {
  open: boolean;
  vehicle: { code: string; lat: number; long: number; isLatLongZero: boolean };
  onClose: () => void;
}) {
  const position: [number, number] = [vehicle.lat, vehicle.long];
  return (
    <Modal open={open} title="Vehicle Location" onCancel={onClose} destroyOnHidden width={640}
      footer={<Button onClick={onClose} data-testid="location-cancel">Cancel</Button>}>
      <div data-testid="vehicle-location" style={{ height: 360 }}>
        {open && (
          <MapContainer center={position} zoom={16} style={{ height: '100%', background: '#e8eef0' }}>
            <TileLayer url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" attribution="&copy; OpenStreetMap" />
            <Marker position={position} icon={icon} />
          </MapContainer>
        )}
      </div>
      <Typography.Paragraph style={{ marginTop: 8 }} copyable={{ text: `${vehicle.lat},${vehicle.long}` }}>
        {vehicle.code}: {vehicle.lat.toFixed(6)}, {vehicle.long.toFixed(6)}
        {vehicle.isLatLongZero ? ' (no position reported)' : ''}
      </Typography.Paragraph>
    </Modal>
  );
}
