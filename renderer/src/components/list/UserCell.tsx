import { Space } from 'antd';
import { Link } from 'react-router';
import { userPath } from '../../app/paths';
import { Phone } from '../Phone';

export interface UserRef {
  _id: string;
  name?: string | null;
  phoneNumber?: string | null;
}

// A link inside a clickable row must not also open the row.
const stop = (event: React.MouseEvent) => event.stopPropagation();

/**
 * The rider a row belongs to, linked to their page: name, else phone, else id; '-' for none.
 * `withPhone` puts the number under the name (lists without a Phone column).
 */
export function UserCell({
  user,
  withPhone,
  testId,
}: {
  user: UserRef | null | undefined;
  withPhone?: boolean;
  testId?: string;
}) {
  if (!user) return <>-</>;
  const link = (
    // A name is user-written: its own direction (issue 28).
    <Link to={userPath(user._id)} onClick={stop} data-testid={testId} dir="auto">
      {user.name || (withPhone ? null : user.phoneNumber) || user._id}
    </Link>
  );
  if (!withPhone) return link;
  return (
    <Space direction="vertical" size={0}>
      {link}
      <Phone number={user.phoneNumber} />
    </Space>
  );
}
