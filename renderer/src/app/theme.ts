import type { ThemeConfig } from 'antd';
import { DRAWER_WIDTH_PX, TOP_BAR_HEIGHT_PX } from '@ops/shared/rules/constants';

/** Calm teal, compact and readable: agents look at this for a whole shift. */
export const BRAND = {
  primary: '#0f766e',
  primaryDark: '#115e59',
  ink: '#0f172a',
  // Secondary text at 4.5:1 or more on white and on the pale panels (WCAG 1.4.3; issue 6 item 35).
  muted: '#475569',
  surface: '#f5f7f8',
  border: '#e5e7eb',
} as const;

export const TOP_BAR_HEIGHT = TOP_BAR_HEIGHT_PX;
export const DRAWER_WIDTH = DRAWER_WIDTH_PX;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    colorLink: BRAND.primary,
    colorTextBase: BRAND.ink,
    // antd derives these from colorTextBase at 65/45/25 % opacity: 45 % reads at about 3:1.
    colorTextSecondary: BRAND.muted,
    colorTextTertiary: '#526071',
    colorTextDescription: BRAND.muted,
    colorTextPlaceholder: '#5f6b7a',
    colorIcon: '#526071',
    // Status texts dark enough to read, 4.5:1 on white; the status colours themselves stay.
    colorSuccessText: '#237804',
    colorWarningText: '#874d00',
    colorErrorText: '#cf1322',
    colorErrorTextHover: '#a8071a',
    colorErrorTextActive: '#820014',
    // Focus rings 2 px wide; their colour is set in styles.css (antd's is a pale tint of the primary).
    lineWidthFocus: 2,
    colorBgLayout: BRAND.surface,
    borderRadius: 8,
    fontSize: 14,
    fontFamily:
      "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, 'Noto Sans Arabic', sans-serif",
  },
  components: {
    Layout: {
      headerHeight: TOP_BAR_HEIGHT,
      headerPadding: '0 16px',
      headerBg: '#ffffff',
      siderBg: '#ffffff',
    },
    Menu: {
      itemHeight: 36,
      subMenuItemBg: '#ffffff',
      itemMarginInline: 8,
      itemBorderRadius: 6,
      itemSelectedBg: '#ccfbf1',
      itemSelectedColor: BRAND.primaryDark,
      itemHoverBg: '#f0fdfa',
      itemActiveBg: '#ccfbf1',
    },
    Card: { paddingLG: 20 },
    // Danger buttons write in the status colour: the darker red keeps their label at 4.5:1.
    Button: { colorError: '#cf1322', colorErrorHover: '#a8071a', colorErrorActive: '#820014' },
    Table: { headerBg: '#f8fafc' },
  },
};
