import type { DashboardPart } from '@ops/shared/rules/dashboard';
import { appPath, PENDING_ID_BADGE_PATH } from '../../app/paths';

/** The page behind each tile: the one whose permission shows the tile (DASHBOARD_PART_GATES). */
export const TILE_PATHS: Record<DashboardPart, string> = {
  rides: appPath('rides'),
  revenue: appPath('bill/analytics'),
  fleet: appPath('vehicles'),
  urgent: appPath('urgent'),
  verifications: PENDING_ID_BADGE_PATH,
  agents: appPath('support-team-attendance'),
  targets: appPath('targets/actual'),
};
