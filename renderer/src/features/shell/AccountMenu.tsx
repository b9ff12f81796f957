import { useState } from 'react';
import { Avatar, Dropdown, Flex, theme as antdTheme, Typography, type MenuProps } from 'antd';
import {
  BgColorsOutlined,
  CheckOutlined,
  ClockCircleOutlined,
  DownOutlined,
  FieldNumberOutlined,
  GlobalOutlined,
  KeyOutlined,
  LogoutOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DIGITS, HOUR_CYCLES, LANGUAGES, isDigits, isHourCycle, isLanguage } from '@ops/shared/rules/locale';
import { formatSettings } from '../../lib/format';
import { useSetMyLocalePreferencesMutation } from '../../i18n/localePreferencesApi';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ChangePasswordDialog } from '../auth/ChangePasswordDialog';
import { logout } from '../auth/session';
import { selectUser } from '../auth/sessionSlice';
import { initialsOf } from '../auth/sessionUser';
import { testId } from '../../lib/testId';
import { Phone } from '../../components/Phone';
import { THEME_CHOICES, useThemeChoice, type ThemeChoice } from '../../app/theme';

/** The catalogue's key for each theme choice's name. */
const THEME_LABEL_KEYS = {
  system: 'account.themeSystem',
  light: 'account.themeLight',
  dark: 'account.themeDark',
} as const satisfies Record<ThemeChoice, string>;
const THEME_KEY = 'theme:';

export function AccountMenu() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  const themeChoice = useThemeChoice();
  const { token } = antdTheme.useToken();
  const { t } = useTranslation();
  const [setLocale] = useSetMyLocalePreferencesMutation();
  if (!user) return null;
  const roleName = user.roleName ?? user.role?.name ?? t('account.noRole');
  const shown = formatSettings();

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      className: 'ops-account-header',
      label: (
        <div>
          <Typography.Text strong dir="auto">
            {user.name}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {roleName}
            {user.role?.department ? ` · ${user.role.department}` : ''}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <Phone number={user.phoneNumber} />
          </Typography.Text>
        </div>
      ),
    },
    { type: 'divider' },
    // A group, not a submenu: the choices are one click away, and a submenu popping out of the
    // screen's right-hand corner closed when the pointer crossed the page on its way there.
    {
      key: 'theme',
      type: 'group',
      label: (
        <span data-testid="theme-menu">
          <BgColorsOutlined aria-hidden="true" /> {t('account.theme')}
        </span>
      ),
      children: THEME_CHOICES.map((choice) => ({
        key: `${THEME_KEY}${choice}`,
        label: t(THEME_LABEL_KEYS[choice]),
        role: 'menuitemradio',
        'aria-checked': themeChoice.choice === choice,
        // The tick marks the choice in force; the other rows keep its width so labels line up.
        icon: (
          <CheckOutlined
            aria-hidden="true"
            style={{ visibility: themeChoice.choice === choice ? 'visible' : 'hidden' }}
          />
        ),
        ...testId(`theme-${choice}`),
      })),
    },
    { type: 'divider' },
    // Each person's own language, digits and hour cycle, kept on the server (issue 28); the
    // language names are written in their own language so anyone can find theirs.
    // One item: the other language, named in itself (a submenu that opens off-screen in RTL is easy to miss).
    ...LANGUAGES.filter((language) => language !== shown.language).map((language) => ({
      key: `language:${language}`,
      icon: <GlobalOutlined />,
      label: <span lang={language}>{t(`language.${language}`)}</span>,
      title: t('language.label'),
      ...testId(`language-${language}`),
    })),
    {
      key: 'digits',
      icon: <FieldNumberOutlined />,
      label: t('language.digits'),
      children: DIGITS.map((digits) => ({
        key: `digits:${digits}`,
        label: t(digits === 'latn' ? 'language.digitsLatn' : 'language.digitsArab'),
        disabled: shown.digits === digits,
        ...testId(`digits-${digits}`),
      })),
    },
    {
      key: 'hourCycle',
      icon: <ClockCircleOutlined />,
      label: t('language.hourCycle'),
      children: HOUR_CYCLES.map((cycle) => ({
        key: `hourCycle:${cycle}`,
        label: t(`language.${cycle}`),
        disabled: shown.hourCycle === cycle,
        ...testId(`hour-cycle-${cycle}`),
      })),
    },
    { type: 'divider' },
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: t('account.changePassword'),
      ...testId('change-password'),
    },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('account.logout'),
      danger: true,
      ...testId('logout'),
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith(THEME_KEY)) {
      const choice = key.slice(THEME_KEY.length);
      const picked = THEME_CHOICES.find((item) => item === choice);
      if (picked) themeChoice.choose(picked);
    }
    const [kind, value] = key.split(':');
    if (kind === 'language' && isLanguage(value)) void setLocale({ language: value });
    if (kind === 'digits' && isDigits(value)) void setLocale({ digits: value });
    if (kind === 'hourCycle' && isHourCycle(value)) void setLocale({ hourCycle: value });
    if (key === 'password') setChangingPassword(true);
    if (key === 'logout') {
      void dispatch(logout()).then(() => navigate('/', { replace: true }));
    }
  };

  return (
    <>
      {/* Submenus open on click too: a hover that drifts closes them (and keyboards have no hover). */}
      <Dropdown
        menu={{ items, onClick, triggerSubMenuAction: 'click' }}
        trigger={['click']}
        placement="bottomRight"
      >
        {/* Named by what it shows, the user's name and role (WCAG 2.5.3); the initials are decoration. */}
        <button type="button" className="ops-account" data-testid="account-menu" aria-haspopup="menu">
          <Avatar
            aria-hidden="true"
            size={32}
            style={{
              background: 'var(--ops-primary-bg-strong)',
              color: 'var(--ops-primary-strong-text)',
              fontWeight: 600,
            }}
          >
            {initialsOf(user.name)}
          </Avatar>
          <Flex vertical align="flex-start" className="ops-account-text">
            <span className="ops-account-name" dir="auto">
              {user.name}
            </span>
            <span className="ops-account-role">{roleName}</span>
          </Flex>
          <DownOutlined aria-hidden="true" style={{ fontSize: 10, color: token.colorIcon }} />
        </button>
      </Dropdown>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
