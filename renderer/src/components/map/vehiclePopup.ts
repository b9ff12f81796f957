import { displayedBattery } from '@ops/shared/rules/battery';
import type { MapVehicle } from './mapVehicle';

/** The popup's text and Details button (03 §2.5), as DOM: the layer lives outside React. */
export function popupContent(vehicle: MapVehicle, onDetails: (vehicle: MapVehicle) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = 'ops-map-popup';
  root.dataset.testid = 'vehicle-popup';
  const battery = displayedBattery(vehicle);
  for (const [label, value] of [
    ['Code', vehicle.code],
    ['Status', vehicle.status],
    ['Battery', battery === null ? '-' : `${Math.round(battery)}%`],
  ] as const) {
    const line = document.createElement('div');
    const strong = document.createElement('strong');
    strong.textContent = `${label}: `;
    line.append(strong, value);
    root.append(line);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'ops-map-popup-button';
  button.textContent = 'Details';
  button.addEventListener('click', () => onDetails(vehicle));
  root.append(button);
  return root;
}
