import { Link } from 'react-router';
import { userPath } from '../../../app/paths';
import { Phone } from '../../../components/Phone';

/** A team member in the supervisor's tables: the name opens their page in a new window, the phone below it. */
export function StaffNameCell({
  userId,
  name,
  phoneNumber,
}: {
  userId: string;
  name: string;
  phoneNumber: string;
}) {
  return (
    <>
      <Link to={userPath(userId)} target="_blank" rel="noopener noreferrer">
        {name}
      </Link>
      <span className="ops-cell-sub">
        <Phone number={phoneNumber} />
      </span>
    </>
  );
}
