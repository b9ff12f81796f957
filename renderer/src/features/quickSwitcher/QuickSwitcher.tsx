import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { QuickSwitcherDialog } from './QuickSwitcherDialog';
import { quickSwitcherShortcut, useQuickSwitcherHotkey } from './useQuickSwitcherHotkey';

/** The top bar's button and the Ctrl+K / Cmd+K hotkey; the dialog mounts only while open. */
export function QuickSwitcher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((was) => !was), []);
  useQuickSwitcherHotkey(toggle);
  const shortcut = quickSwitcherShortcut();
  return (
    <>
      <Tooltip title={t('topbar.goToTip', { shortcut })}>
        <Button
          type="text"
          icon={<SearchOutlined className="ops-topbar-icon" />}
          onClick={() => setOpen(true)}
          aria-keyshortcuts="Control+K Meta+K"
          data-testid="quick-switcher-button"
        >
          {/* The visible text is the button's name (WCAG 2.5.3), so no aria-label repeats it. */}
          {t('topbar.goTo')} <kbd className="ops-quick-kbd">{shortcut}</kbd>
        </Button>
      </Tooltip>
      {open && <QuickSwitcherDialog onClose={() => setOpen(false)} />}
    </>
  );
}
