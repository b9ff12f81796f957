import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { EnvironmentOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Logo } from '../../components/Logo';

/** Split screen for sign-in: a calm brand panel beside a focused form. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="ops-auth">
      <aside className="ops-auth-brand">
        <Logo inverted size="lg" />
        <div className="ops-auth-brand-copy">
          <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
            Keep Cairo moving.
          </Typography.Title>
          <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.82)', fontSize: 15, marginTop: 12 }}>
            The back office for our scooters and bikes: tasks, riders, rides and the fleet, live.
          </Typography.Paragraph>
          <ul className="ops-auth-points">
            <li>
              <ThunderboltOutlined /> Live alerts for urgent and stolen vehicles
            </li>
            <li>
              <EnvironmentOutlined /> Every area, fence and vehicle on one map
            </li>
            <li>
              <SafetyCertificateOutlined /> Access by role, signed in with a one-time code
            </li>
          </ul>
        </div>
        <Typography.Text style={{ color: 'rgba(255,255,255,0.6)', fontSize: 12 }}>Staff only. Activity is logged.</Typography.Text>
      </aside>
      <main className="ops-auth-main">
        <div className="ops-auth-card">{children}</div>
      </main>
    </div>
  );
}
