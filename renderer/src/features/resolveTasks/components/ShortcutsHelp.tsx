import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Popover, Typography } from 'antd';
import { QuestionOutlined } from '@ant-design/icons';
import { keyLabel, shortcutGroups } from '../shortcuts';

/**
 * The '?' cheat sheet: every key of the workspace, by where it works, in two columns so the
 * whole sheet fits under the button on a laptop screen.
 */
export function ShortcutsHelp({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const button = useRef<HTMLDivElement>(null);
  // '?' may be pressed far down the task: the sheet hangs from its button, so bring that into view first.
  useEffect(() => {
    if (open) button.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);
  const content = (
    <div className="shortcuts-sheet" data-testid="shortcuts-sheet">
      {shortcutGroups().map((group) => (
        <section key={group.where} className="shortcuts-sheet__group">
          <Typography.Text type="secondary" strong className="shortcuts-sheet__where">
            {t(`workspace.where.${group.where}`, { defaultValue: group.where })}
          </Typography.Text>
          <dl>
            {group.shortcuts.map((shortcut) => (
              <div key={shortcut.action} className="shortcuts-sheet__row">
                {/* A keycap reads left to right in Arabic too: '[' must not be mirrored into ']'. */}
                <dt>
                  <span dir="ltr">
                    <Typography.Text keyboard>{keyLabel(shortcut.action)}</Typography.Text>
                  </span>
                </dt>
                <dd>{t(`workspace.shortcut.${shortcut.action}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
  return (
    <div className="resolve-tasks__help" ref={button}>
      <Popover
        open={open}
        onOpenChange={onOpenChange}
        trigger="click"
        placement="bottomRight"
        title={t('workspace.help.title')}
        content={content}
      >
        <Button
          shape="circle"
          icon={<QuestionOutlined />}
          aria-label={t('workspace.help.button')}
          title={t('workspace.help.button')}
          data-testid="shortcuts-help"
        />
      </Popover>
    </div>
  );
}
