import L from 'leaflet';
import { PIN_COLOURS } from './pinColours';

/** A round pin of one colour, drawn in CSS (no image files to bundle or fetch). */
export function dotIcon(colour: string, label?: string, size = 16): L.DivIcon {
  return L.divIcon({
    className: 'ops-dot',
    html: `<span style="background:${colour};width:${size}px;height:${size}px"${label ? ` title="${label}"` : ''}></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
  });
}

export const staffIcon = (valid: boolean) =>
  L.divIcon({
    className: `ops-staff ${valid ? 'ops-staff-valid' : 'ops-staff-invalid'}`,
    html: `<span style="background:${valid ? PIN_COLOURS.staffValid : PIN_COLOURS.staffInvalid}">${valid ? '' : '!'}</span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    popupAnchor: [0, -11],
  });

export const countIcon = (count: number) =>
  L.divIcon({
    className: 'ops-distribution',
    html: `<span>${count}</span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  });
