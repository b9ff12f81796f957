import { theme as antdTheme, type ThemeConfig } from 'antd';
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

/** The dark theme's own fixed colours (the rest antd's dark algorithm derives). */
export const DARK = {
  // One step brighter than the light teal: antd's dark algorithm darkens the seed, and white
  // on the result must still read at 4.5:1 (primary buttons).
  primary: '#0d9488',
  // The teal as text (links, the selected tab, primary-coloured words) on the dark panels.
  primaryText: '#2dd4bf',
  panel: '#141414',
  surface: '#0a0a0a',
  ink: '#e6ebf0',
  // Secondary text at 4.5:1 or more on the panels and on the raised cards.
  muted: '#a7b1bd',
  placeholder: '#8d98a5',
  errorText: '#ff7875',
  selected: '#134e4a',
  selectedText: '#ccfbf1',
} as const;

export const TOP_BAR_HEIGHT = TOP_BAR_HEIGHT_PX;
export const DRAWER_WIDTH = DRAWER_WIDTH_PX;

/** The light theme, as the app has always looked. */
export const lightTheme: ThemeConfig = {
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

/**
 * The dark theme: antd's dark algorithm over the same seeds. The light theme's fixed text and
 * surface colours are dropped (they are dark-on-white values) and replaced by ones chosen for
 * 4.5:1 on the dark surfaces; the teal stays the brand, lifted where it is text.
 */
export const darkTheme: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    colorPrimary: DARK.primary,
    colorInfo: DARK.primary,
    colorLink: DARK.primaryText,
    colorPrimaryText: DARK.primaryText,
    colorInfoText: DARK.primaryText,
    colorTextBase: DARK.ink,
    colorTextSecondary: DARK.muted,
    colorTextTertiary: DARK.muted,
    colorTextDescription: DARK.muted,
    colorTextPlaceholder: DARK.placeholder,
    colorIcon: DARK.muted,
    colorErrorText: DARK.errorText,
    lineWidthFocus: 2,
    colorBgLayout: DARK.surface,
    borderRadius: 8,
    fontSize: 14,
    fontFamily: lightTheme.token?.fontFamily,
  },
  components: {
    Layout: {
      headerHeight: TOP_BAR_HEIGHT,
      headerPadding: '0 16px',
      headerBg: DARK.panel,
      siderBg: DARK.panel,
    },
    Menu: {
      itemHeight: 36,
      itemMarginInline: 8,
      itemBorderRadius: 6,
      itemBg: DARK.panel,
      subMenuItemBg: DARK.panel,
      itemSelectedBg: DARK.selected,
      itemSelectedColor: DARK.selectedText,
      itemActiveBg: DARK.selected,
      // A group holding the open page: its title in the readable teal, not antd's darkened one.
      subMenuItemSelectedColor: DARK.primaryText,
    },
    // No red reads at 4.5:1 both on the dark panels and under white text: outlined and text
    // danger buttons write in the light red, and the solid ones put dark text on it.
    Button: {
      colorError: DARK.errorText,
      colorErrorHover: '#ffa39e',
      colorErrorActive: '#ff4d4f',
      dangerColor: DARK.panel,
    },
    Tabs: {
      itemSelectedColor: DARK.primaryText,
      itemHoverColor: DARK.primaryText,
      itemActiveColor: DARK.primaryText,
      inkBarColor: DARK.primaryText,
    },
    Card: { paddingLG: 20 },
  },
};
