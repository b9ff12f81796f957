import { useState } from 'react';
import { Button, message } from 'antd';
import L from 'leaflet';
import { Marker, Tooltip } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { MAP } from '@ops/shared/rules/constants';
import { dotIcon } from './icons';

/** 'My location' (03 §2.5): flies to the user's position at zoom 18 with a 'Your Location' marker. */
export function useMyLocation(map: L.Map | null) {
  const { t } = useTranslation();
  const [where, setWhere] = useState<[number, number] | null>(null);
  const [busy, setBusy] = useState(false);
  const locate = () => {
    if (!map || !navigator.geolocation) return;
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        const point: [number, number] = [position.coords.latitude, position.coords.longitude];
        setWhere(point);
        map.flyTo(point, MAP.flyToZoom);
      },
      () => {
        setBusy(false);
        void message.warning(t('map.locationUnavailable'));
      },
      { timeout: 8000 },
    );
  };
  const button = (
    <Button onClick={locate} loading={busy} data-testid="map-my-location">
      {t('map.myLocation')}
    </Button>
  );
  const marker = where ? (
    <Marker position={where} icon={dotIcon('#1677ff', t('map.yourLocation'), 18)}>
      <Tooltip permanent direction="top" offset={[0, -10]}>
        {t('map.yourLocation')}
      </Tooltip>
    </Marker>
  ) : null;
  return { button, marker };
}
