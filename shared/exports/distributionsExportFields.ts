import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The Distributions list's columns; the points themselves (the expanded rows) are summed as the list sums them. */
export const DISTRIBUTIONS_EXPORT_FIELDS = [
  { key: 'areaName', label: 'Area' },
  { key: 'dateCreated', label: 'Date created' },
  { key: 'points', label: 'Points' },
  { key: 'vehicles', label: 'Vehicles to distribute' },
  { key: 'neighbourhoods', label: 'Neighbourhoods' },
] as const;

export type DistributionsExportField = (typeof DISTRIBUTIONS_EXPORT_FIELDS)[number]['key'];

/**
 * distribution has no EXPORT permission and distributions are not inventory: they place
 * vehicles, so vehicles.EXPORT is the nearest. The range is the list's 'Created between'.
 */
export const DISTRIBUTIONS_EXPORT: ExportModuleSpec<DistributionsExportField> = {
  module: 'distributions',
  title: 'Distributions',
  permissions: [gate('distribution.VIEW_PAGE'), gate('vehicles.EXPORT')],
  fields: DISTRIBUTIONS_EXPORT_FIELDS,
  dateFilter: 'dateCreated',
  rangeLabel: 'Created between',
};

/** The list's sums of a distribution's points, for its columns and its file alike. */
export const vehiclesToDistribute = (points: readonly { vehiclesToDistribute: number }[]): number =>
  points.reduce((sum, p) => sum + p.vehiclesToDistribute, 0);
export const neighbourhoodsOf = (points: readonly { neighborhood: string }[]): string =>
  [...new Set(points.map((p) => p.neighborhood).filter(Boolean))].join(', ');
