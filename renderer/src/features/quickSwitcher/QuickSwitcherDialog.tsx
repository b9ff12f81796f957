import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, theme } from 'antd';
import { Command } from 'cmdk';
import { useNavigate } from 'react-router';
import { QUICK_FIND_KINDS, quickFindTermSearchable } from '@ops/shared/rules/quickFind';
import { cleanSearchTerm, SEARCH_TERM_MAX_LENGTH } from '@ops/shared/rules/searchTerm';
import { useAppSelector } from '../../app/hooks';
import { useMenuGroups } from '../../app/menu';
import { loadQuickSwitcherRecent, saveQuickSwitcherRecent } from '../../lib/storage';
import { selectUser } from '../auth/sessionSlice';
import { arrange, hitEntry, pageEntries, readRecent, rememberPick, type SwitcherEntry } from './entries';
import { useQuickFindQuery } from './quickSwitcherApi';
import { useDebounced } from './useDebounced';
import './quickSwitcher.css';

// Long enough to skip the requests of a fast typist's middle keys, short enough to stay under the 300 ms target.
const DEBOUNCE_MS = 60;

function EntryItem({ entry, onPick }: { entry: SwitcherEntry; onPick: (entry: SwitcherEntry) => void }) {
  return (
    <Command.Item
      value={entry.key}
      onSelect={() => onPick(entry)}
      data-testid="quick-switcher-item"
      data-kind={entry.kind}
    >
      <span className="ops-quick-label" dir="auto">
        {entry.label}
      </span>
      {entry.detail && (
        <span className="ops-quick-detail" dir="auto">
          {entry.detail}
        </span>
      )}
    </Command.Item>
  );
}

/**
 * The quick switcher (issue 28 item 4): cmdk gives the keyboard model (arrows move, Enter
 * picks, the first line is chosen as results arrive); antd's Modal gives Esc and the focus
 * trap. Every line was checked by the server or the user's own menu, so nothing shown is
 * a page the role cannot open.
 */
export function QuickSwitcherDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useAppSelector(selectUser)?._id ?? null;
  const groups = useMenuGroups();
  const { token } = theme.useToken();
  const [term, setTerm] = useState('');
  const [recent, setRecent] = useState(() => (userId ? readRecent(loadQuickSwitcherRecent(userId)) : []));
  const settled = cleanSearchTerm(useDebounced(term, DEBOUNCE_MS)).trim();
  const searchable = quickFindTermSearchable(settled);
  // currentData, not data: hits of an older term must never sit under the new one.
  const { currentData, isFetching, isError } = useQuickFindQuery(settled, { skip: !searchable });

  const found = useMemo(() => {
    const hits = searchable
      ? (currentData ?? []).map(hitEntry).filter((entry): entry is SwitcherEntry => entry !== null)
      : [];
    return [...hits, ...pageEntries(groups, term)];
  }, [currentData, searchable, groups, term]);
  const shown = arrange(recent, found, term);
  const byKind = (kind: SwitcherEntry['kind']) => shown.rest.filter((entry) => entry.kind === kind);

  const pick = (entry: SwitcherEntry) => {
    const next = rememberPick(recent, entry);
    setRecent(next);
    if (userId) saveQuickSwitcherRecent(userId, next);
    onClose();
    void navigate(entry.path);
  };

  const waiting = term.trim() !== settled || isFetching;
  const style = {
    '--ops-quick-selected': token.controlItemBgActive,
    '--ops-quick-hover': token.controlItemBgHover,
    '--ops-quick-muted': token.colorTextSecondary,
    // The second line sits on the chosen line's tint too: full text colour keeps its contrast there.
    '--ops-quick-detail': token.colorText,
    '--ops-quick-border': token.colorBorder,
    '--ops-quick-focus': token.colorPrimary,
    '--ops-quick-outline': token.controlOutline,
    '--ops-quick-radius': `${token.borderRadius}px`,
  } as CSSProperties;

  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      title={t('quick.title')}
      width={560}
      destroyOnHidden
      styles={{ body: { padding: 0 } }}
    >
      <Command
        label={t('quick.title')}
        shouldFilter={false}
        loop
        className="ops-quick"
        style={style}
        data-testid="quick-switcher"
      >
        <Command.Input
          autoFocus
          value={term}
          onValueChange={setTerm}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          placeholder={t('quick.placeholder')}
          className="ops-quick-input"
          data-testid="quick-switcher-input"
        />
        <Command.List className="ops-quick-list">
          <Command.Empty className="ops-quick-empty">
            {waiting ? t('quick.searching') : isError ? t('quick.failed') : t('quick.none')}
          </Command.Empty>
          {shown.recent.length > 0 && (
            <Command.Group heading={t('quick.recent')}>
              {shown.recent.map((entry) => (
                <EntryItem key={entry.key} entry={entry} onPick={pick} />
              ))}
            </Command.Group>
          )}
          {[...QUICK_FIND_KINDS, 'page' as const].map((kind) => {
            const entries = byKind(kind);
            return entries.length === 0 ? null : (
              <Command.Group key={kind} heading={t(`quick.group.${kind}`)}>
                {entries.map((entry) => (
                  <EntryItem key={entry.key} entry={entry} onPick={pick} />
                ))}
              </Command.Group>
            );
          })}
        </Command.List>
      </Command>
    </Modal>
  );
}
