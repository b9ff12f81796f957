import { STOLEN_VIEW_TITLE, VEHICLE_KIND_TITLES, type VehicleKind } from '@ops/shared/rules/vehicleKind';

/**
 * What the Scooters or Bikes page asks for: its own kind, except in the lost/stolen view. The
 * top bar's badge counts every stolen vehicle and opens this page (03 §2.2), so that view must
 * not hide the stolen bikes; its title says it holds both.
 */
export function pageScope<F extends { stolenAlert?: boolean | null }>(
  filters: F,
  kind: VehicleKind,
): { filters: F & { kind?: VehicleKind }; title: string } {
  if (filters.stolenAlert === true) return { filters, title: STOLEN_VIEW_TITLE };
  return { filters: { ...filters, kind }, title: VEHICLE_KIND_TITLES[kind] };
}
