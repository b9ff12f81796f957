import type { ThemeConfig } from 'antd';
import { DRAWER_WIDTH_PX, TOP_BAR_HEIGHT_PX } from '@ops/shared/rules/constants';

/** Calm teal, compact and readable: agents look at this for a whole shift. */
export const BRAND = {
  primary: '#0f766e',
  primaryDark: '#115e59',
  ink: '#0f172a',
  muted: '#64748b',
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
    colorBgLayout: BRAND.surface,
    borderRadius: 8,
    fontSize: 14,
    fontFamily:
      "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, 'Noto Sans Arabic', sans-serif",
  },
  components: {
    Layout: { headerHeight: TOP_BAR_HEIGHT, headerPadding: '0 16px', headerBg: '#ffffff', siderBg: '#ffffff' },
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
    Table: { headerBg: '#f8fafc' },
  },
};
