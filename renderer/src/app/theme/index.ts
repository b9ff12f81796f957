/** The app's look: antd tokens per theme, the theme choice, and the CSS variables both themes define. */
import './palette.css';
import './mapDark.css';

export { BRAND, DARK, DRAWER_WIDTH, TOP_BAR_HEIGHT, darkTheme, lightTheme } from './tokens';
export { THEME_CHOICES, type ThemeChoice, type ThemeMode } from './themeChoice';
export { markDocumentTheme, useAppTheme, useIsDark, useThemeChoice } from './useAppTheme';
