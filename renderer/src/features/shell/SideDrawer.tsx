import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH, TOP_BAR_HEIGHT } from '../../app/theme';
import { Logo } from '../../components/Logo';
import { SideMenu } from './SideMenu';

/**
 * 256 px side drawer (03 §2.3): permanent beside the page on large screens, a
 * temporary drawer on small ones and on full-width pages (resolve-tasks).
 */
export function SideDrawer({
  permanent,
  open,
  onClose,
}: {
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { i18n } = useTranslation();
  if (permanent) {
    return (
      <Layout.Sider
        width={DRAWER_WIDTH}
        theme="light"
        className="ops-sider"
        style={{
          position: 'sticky',
          top: TOP_BAR_HEIGHT,
          height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
          overflow: 'auto',
        }}
        data-testid="drawer"
      >
        <SideMenu />
      </Layout.Sider>
    );
  }
  return (
    <Drawer
      // The drawer opens from the reading side: the right in Arabic (issue 28).
      placement={i18n.dir() === 'rtl' ? 'right' : 'left'}
      size={DRAWER_WIDTH}
      open={open}
      onClose={onClose}
      title={<Logo />}
      closable={false}
      styles={{ body: { padding: '8px 0' }, header: { height: TOP_BAR_HEIGHT, padding: '0 16px' } }}
      rootClassName="ops-drawer"
    >
      <div data-testid="drawer">
        <SideMenu onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
