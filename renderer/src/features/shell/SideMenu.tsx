import { useEffect, useState } from 'react';
import { loadCollapsedMenuGroups, saveCollapsedMenuGroups } from '../../lib/storage';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectedMenuKey, useMenuGroups } from '../../app/menu';
import { MENU_ICONS } from './menuIcons';

/** The grouped, collapsible menu: each group a submenu, each item behind its permission. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const groups = useMenuGroups();
  const selected = selectedMenuKey(pathname, groups);
  const currentGroup = groups.find((group) => group.items.some((item) => item.key === selected))?.id;
  // Every group starts open so nothing is hidden behind a fold; the groups a user folds
  // away stay folded across restarts.
  const [collapsed, setCollapsed] = useState<string[]>(loadCollapsedMenuGroups);
  const openKeys = groups.map((group) => group.id).filter((id) => !collapsed.includes(id));

  // Following a link from elsewhere (a badge, a notification) unfolds the group it lands in.
  useEffect(() => {
    if (currentGroup)
      setCollapsed((keys) => (keys.includes(currentGroup) ? keys.filter((k) => k !== currentGroup) : keys));
  }, [currentGroup]);

  const onOpenChange = (keys: string[]) => {
    const next = groups.map((group) => group.id).filter((id) => !keys.includes(id));
    setCollapsed(next);
    saveCollapsedMenuGroups(next);
  };

  const items: MenuProps['items'] = groups.map((group) => ({
    key: group.id,
    label: t(`menuGroup.${group.id}`, { defaultValue: group.label }),
    children: group.items.map((item) => {
      const Icon = MENU_ICONS[item.icon];
      return {
        key: item.key,
        icon: <Icon />,
        label: (
          <Link to={item.path} onClick={onNavigate} data-testid={`menu-${item.key}`}>
            {t(`menu.${item.key}`, { defaultValue: item.label })}
          </Link>
        ),
      };
    }),
  }));

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      openKeys={openKeys}
      onOpenChange={onOpenChange}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
