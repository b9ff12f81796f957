import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 28 item 1: the files converted to the catalogue render no literal English text of their
 * own. This list only grows: a file in it may show words only through `t(...)`.
 */
export const CONVERTED_FILES = [
  'features/shell/SideMenu.tsx',
  'features/shell/TopBar.tsx',
  'features/approvals/PendingApprovalsBadge.tsx',
  'features/shell/AccountMenu.tsx',
  'features/auth/AccessDeniedPage.tsx',
  'features/auth/NotFoundPage.tsx',
  'features/auth/AuthLayout.tsx',
  'features/auth/LoginPage.tsx',
  'features/auth/VerifyOtpPage.tsx',
  'components/list/ListPage.tsx',
  'components/list/ListHeader.tsx',
  'components/list/ColumnChooser.tsx',
  'components/list/BulkActionBar.tsx',
  'components/list/ListSearch.tsx',
  'components/list/DateRangeFilter.tsx',
  'components/list/SelectFilter.tsx',
  'components/list/AreaFilter.tsx',
  'features/users/UsersPage.tsx',
  'features/users/UsersFilterPanel.tsx',
  'features/users/settle/SettleNegativeBalances.tsx',
  'features/users/userPage/UserPage.tsx',
  'features/users/userPage/UserHeader.tsx',
  'features/users/userPage/DetailsTab.tsx',
  'features/bills/BillsPage.tsx',
  'features/bills/billColumns.tsx',
  'features/bills/BillsFilterPanel.tsx',
  'features/vehicles/VehiclesPage.tsx',
  'features/vehicles/vehicleColumns.tsx',
  'features/vehicles/VehiclesFilterPanel.tsx',
  'components/map/OpsMap.tsx',
  'components/map/ZoomToPanel.tsx',
  'components/map/MyLocation.tsx',
  'features/areas/AreasPage.tsx',
  'features/resolveTasks/ResolveTasksPage.tsx',
  'features/resolveTasks/components/BacklogFilterDialog.tsx',
  'features/resolveTasks/components/BacklogPanel.tsx',
  'features/resolveTasks/components/BreakScreen.tsx',
  'features/resolveTasks/components/FlaggedStrip.tsx',
  'features/resolveTasks/components/IdleWarningNotice.tsx',
  'features/resolveTasks/components/NotCheckedIn.tsx',
  'features/resolveTasks/components/ShortcutsHelp.tsx',
  'features/resolveTasks/components/TaskArea.tsx',
  'features/resolveTasks/components/TaskCard.tsx',
  'features/resolveTasks/components/TaskControlPanel.tsx',
  'features/resolveTasks/components/Workspace.tsx',
  'features/resolveTasks/views/CommentsBox.tsx',
  'features/resolveTasks/views/CustodyTransferTaskView.tsx',
  'features/resolveTasks/views/IdVerificationTaskView.tsx',
  'features/resolveTasks/views/RideImageTaskView.tsx',
  'features/resolveTasks/views/VehicleTaskView.tsx',
  'features/resolveTasks/cards/CustomerCard.tsx',
  'features/resolveTasks/cards/LastRideCard.tsx',
  'features/resolveTasks/cards/VehicleDetailsCard.tsx',
  'features/resolveTasks/tabs/TaskTabs.tsx',
  'features/resolveTasks/actions/VehicleActions.tsx',
  'features/resolveTasks/dialogs/WorkspaceNotices.tsx',
  'features/resolveTasks/dialogs/SetPendingDialog.tsx',
  'features/resolveTasks/dialogs/CheckOutDialog.tsx',
  'features/resolveTasks/dialogs/StartBreakDialog.tsx',
  'components/RideImageDecisionButtons.tsx',
  'features/shell/ConnectionToggle.tsx',
  'features/quickSwitcher/QuickSwitcher.tsx',
  'features/quickSwitcher/QuickSwitcherDialog.tsx',
  'components/export/ExportDialog.tsx',
  'features/resolveTasks/dialogs/TransferRequestDialog.tsx',
  'features/resolveTasks/dialogs/TransferRequestReceivedDialog.tsx',
  'features/resolveTasks/dialogs/BulkTransferDialog.tsx',
  'features/resolveTasks/dialogs/ColleagueSelect.tsx',
  'features/resolveTasks/dialogs/SpeedLimitDialog.tsx',
  'features/resolveTasks/dialogs/VehicleLocationDialog.tsx',
  'features/resolveTasks/dialogs/EndRidePayDialog.tsx',
  'features/resolveTasks/dialogs/AttachImageDialog.tsx',
  'features/resolveTasks/tabs/TaskHistoryTab.tsx',
  'features/resolveTasks/tabs/RidesTab.tsx',
  'features/resolveTasks/tabs/WalletLogsTab.tsx',
  'features/resolveTasks/tabs/rideTabColumns.tsx',
  'components/BreakReasonDialog.tsx',
  'components/CheckoutDialogFrame.tsx',
  'features/idVerification/ReviewForm.tsx',
  'features/idVerification/IdVerificationReview.tsx',
  'features/idVerification/VerificationImage.tsx',
  'features/rides/RidesPage.tsx',
  'features/rides/RidesFilterPanel.tsx',
  'features/vehicles/vehiclePage/VehiclePage.tsx',
  'features/vehicles/vehiclePage/VehicleLiveCard.tsx',
  'features/vehicles/vehiclePage/VehicleMoreDetails.tsx',
  'features/rides/ridePage/RidePage.tsx',
  'features/rides/ridePage/RideActions.tsx',
  'features/rides/ridePage/RideImages.tsx',
  'features/rides/ridePage/RidePositions.tsx',
  'features/settings/NotificationsPage.tsx',
  'features/settings/NotificationPage.tsx',
  'components/balance/ReasonFields.tsx',
  'components/balance/EditBalanceDialog.tsx',
  'features/dashboard/DashboardPage.tsx',
  'features/dashboard/DashboardTile.tsx',
  'features/dashboard/CountTiles.tsx',
  'features/dashboard/FleetTile.tsx',
  'features/dashboard/UrgentTile.tsx',
  'features/dashboard/TargetsTile.tsx',
  'features/dashboard/TargetsTable.tsx',
  'components/analytics/AnalyticsPage.tsx',
  'components/analytics/AnalyticsFilters.tsx',
  'components/analytics/AnalyticsTable.tsx',
  'components/analytics/FigureSelect.tsx',
  'features/rideAnalytics/FigureAnalyticsPage.tsx',
  'features/rideAnalytics/RideAnalyticsPage.tsx',
  'features/rideAnalytics/RentalAnalyticsPage.tsx',
  'features/users/userPage/actions/UserActionsPanel.tsx',
  'features/rides/ridePage/CompensateDialog.tsx',
  'features/riderAnalytics/UserAnalyticsPage.tsx',
  'features/riderAnalytics/WalletAnalyticsPage.tsx',
  'features/riderAnalytics/CohortsPage.tsx',
  'features/riderAnalytics/CohortHeatTable.tsx',
  'features/billAnalytics/BillAnalyticsPage.tsx',
  'features/billAnalytics/BillingBreakdownCards.tsx',
  'features/analyticsSummary/AnalyticsSummaryPage.tsx',
  'features/analyticsSummary/summaryFigures.ts',
  'features/users/userPage/actions/confirmActions.ts',
  'features/users/userPage/DevicesTab.tsx',
  'features/users/userPage/IdVerificationTab.tsx',
  'features/users/userPage/PromocodesTab.tsx',
  'features/users/userPage/ReferralsTab.tsx',
] as const;

/** Props and object keys whose string value reaches the screen or a screen reader. */
const SHOWN = new Set([
  'title',
  'subTitle',
  'label',
  'aria-label',
  'placeholder',
  'alt',
  'tooltip',
  'content',
  'okText',
  'cancelText',
  'description',
  'message',
]);
const WORDS = /[A-Za-z]{2,}/;

/** Literal texts a file shows: JSX text, and string literals given to a shown prop or key. */
export function literalTexts(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined): string | null =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && SHOWN.has(node.name.getText(file))) {
      const init = node.initializer;
      const text = literal(init) ?? (init && ts.isJsxExpression(init) ? literal(init.expression) : null);
      if (text && WORDS.test(text)) found.push(text);
    }
    if (ts.isPropertyAssignment(node) && SHOWN.has(node.name.getText(file).replace(/['"]/g, ''))) {
      const text = literal(node.initializer);
      if (text && WORDS.test(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('converted files show words only through the catalogue', () => {
  it('finds literal texts (the check itself)', () => {
    expect(
      literalTexts(
        `const a = <Button title="Save changes" aria-label={'Close'}>Back to sign in</Button>; const m = { label: 'Logout' };`,
      ),
    ).toEqual(['Save changes', 'Close', 'Back to sign in', 'Logout']);
    expect(
      literalTexts(`const a = <Button title={t('x')}>{t('y')}</Button>; const k = { key: 'logout' };`),
    ).toEqual([]);
  });

  it.each(CONVERTED_FILES)('%s', (file) => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8');
    expect(literalTexts(source, file)).toEqual([]);
  });
});
