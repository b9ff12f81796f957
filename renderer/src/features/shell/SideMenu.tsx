import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { menuFor, selectedMenuKey } from '../../app/access';
import { selectRole } from '../auth/sessionSlice';
import { MENU_ICONS } from './menuIcons';

/** The grouped, collapsible menu: each group a submenu, each item behind its permission. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const role = useAppSelector(selectRole);
  const { pathname } = useLocation();
  const groups = useMemo(() => menuFor(role), [role]);
  const selected = selectedMenuKey(pathname, groups);
  const currentGroup = groups.find((group) => group.items.some((item) => item.key === selected))?.id;
  const [openKeys, setOpenKeys] = useState<string[]>(() => ['overview', ...(currentGroup ? [currentGroup] : [])]);

  // Following a link from elsewhere (a badge, a notification) opens the group it lands in.
  useEffect(() => {
    if (currentGroup) setOpenKeys((keys) => (keys.includes(currentGroup) ? keys : [...keys, currentGroup]));
  }, [currentGroup]);

  const items: MenuProps['items'] = groups.map((group) => ({
    key: group.id,
    label: group.label,
    children: group.items.map((item) => {
      const Icon = MENU_ICONS[item.icon];
      return {
        key: item.key,
        icon: <Icon />,
        label: (
          <Link to={item.path} onClick={onNavigate} data-testid={`menu-${item.key}`}>
            {item.label}
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
      onOpenChange={setOpenKeys}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
