import { useState } from 'react';
import { Avatar, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { DownOutlined, KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ChangePasswordDialog } from '../auth/ChangePasswordDialog';
import { logout } from '../auth/session';
import { selectUser } from '../auth/sessionSlice';
import { initialsOf } from '../auth/sessionUser';
import { testId } from '../../lib/testId';
import { Phone } from '../../components/Phone';

export function AccountMenu() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  if (!user) return null;
  const roleName = user.roleName ?? user.role?.name ?? 'No role';

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      className: 'ops-account-header',
      label: (
        <div>
          <Typography.Text strong>{user.name}</Typography.Text>
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
    { key: 'password', icon: <KeyOutlined />, label: 'Change Password', ...testId('change-password') },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', danger: true, ...testId('logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') setChangingPassword(true);
    if (key === 'logout') {
      void dispatch(logout()).then(() => navigate('/', { replace: true }));
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        {/* Named by what it shows, the user's name and role (WCAG 2.5.3); the initials are decoration. */}
        <button type="button" className="ops-account" data-testid="account-menu" aria-haspopup="menu">
          <Avatar aria-hidden="true" size={32} style={{ background: '#ccfbf1', color: '#115e59', fontWeight: 600 }}>
            {initialsOf(user.name)}
          </Avatar>
          <Flex vertical align="flex-start" className="ops-account-text">
            <span className="ops-account-name">{user.name}</span>
            <span className="ops-account-role">{roleName}</span>
          </Flex>
          <DownOutlined aria-hidden="true" style={{ fontSize: 10, color: '#526071' }} />
        </button>
      </Dropdown>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
