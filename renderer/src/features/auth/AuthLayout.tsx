import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { EnvironmentOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';

/** Split screen for sign-in: a calm brand panel beside a focused form. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="ops-auth">
      <aside className="ops-auth-brand">
        <Logo inverted size="lg" />
        <div className="ops-auth-brand-copy">
          <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
            {t('auth.brandTitle')}
          </Typography.Title>
          <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.82)', fontSize: 15, marginTop: 12 }}>
            {t('auth.brandText')}
          </Typography.Paragraph>
          <ul className="ops-auth-points">
            <li>
              <ThunderboltOutlined /> {t('auth.pointAlerts')}
            </li>
            <li>
              <EnvironmentOutlined /> {t('auth.pointMap')}
            </li>
            <li>
              <SafetyCertificateOutlined /> {t('auth.pointAccess')}
            </li>
          </ul>
        </div>
        <Typography.Text style={{ color: 'rgba(255,255,255,0.6)', fontSize: 12 }}>
          {t('auth.staffOnly')}
        </Typography.Text>
      </aside>
      <main className="ops-auth-main">
        <div className="ops-auth-card">{children}</div>
      </main>
    </div>
  );
}
