import { useState } from 'react';
import { Button, Card, Checkbox, Flex, Input, Typography } from 'antd';
import { checkAttendanceLocation } from '@ops/shared/rules/attendancePoint';
import { formatDateTime } from '../../lib/format';
import { currentPosition } from '../../lib/position';
import { notice } from '../../lib/notices';
import { StatusTag } from './attendanceColumns';
import {
  useFieldCheckInMutation,
  useFieldCheckOutMutation,
  useMyAttendancePointQuery,
} from './attendanceAdminApi';

/**
 * The signed-in person's own field check-in at their area's attendance point (issue 12 §3):
 * within the radius, or with the bypass their role allows. The same rule runs on the server.
 */
export function FieldCheckInCard() {
  const { data } = useMyAttendancePointQuery();
  const [checkIn, checkingIn] = useFieldCheckInMutation();
  const [checkOut, checkingOut] = useFieldCheckOutMutation();
  const [bypass, setBypass] = useState(false);
  const [comment, setComment] = useState('');
  if (!data) return null;
  const point = data.myAttendancePoint;
  const shift = data.myFieldAttendance;
  const open = shift && shift.status !== 'ENDED';
  const mayBypass = open ? point.mayBypassCheckOut : point.mayBypassCheckIn;

  const act = async () => {
    const position = await currentPosition();
    const local = checkAttendanceLocation({
      position,
      point:
        point.lat !== null && point.lat !== undefined && point.lng !== null && point.lng !== undefined
          ? { lat: point.lat, lng: point.lng }
          : null,
      bypass,
      mayBypass,
    });
    if (!local.ok) {
      notice.error(local.error);
      return;
    }
    const variables = { lat: position?.lat ?? null, lng: position?.lng ?? null, bypassLocation: bypass };
    const done = await (
      open ? checkOut({ ...variables, comment: comment.trim() || null }) : checkIn(variables)
    )
      .unwrap()
      .catch(() => null);
    if (done) notice.success(open ? 'Checked out successfully' : 'Checked in successfully');
  };

  return (
    <Card size="small" title="My attendance" style={{ marginBottom: 16 }} data-testid="field-checkin">
      <Flex gap={16} align="center" wrap>
        <Typography.Text>
          {point.areaName
            ? `${point.areaName} attendance point · within ${point.radiusMeters} m`
            : 'You are not assigned to an area'}
        </Typography.Text>
        {shift && (
          <span>
            <StatusTag status={shift.status} /> since {formatDateTime(shift.checkInDate)}{' '}
            {shift.kind === 'support' && '(task workspace)'}
          </span>
        )}
        {open && shift.kind === 'field' && (
          <Input
            placeholder="Comment (optional)"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            style={{ width: 240 }}
          />
        )}
        {mayBypass && (!open || shift.kind === 'field') && (
          <Checkbox checked={bypass} onChange={(event) => setBypass(event.target.checked)}>
            Bypass location
          </Checkbox>
        )}
        {(!open || shift.kind === 'field') && (
          <Button
            type="primary"
            loading={checkingIn.isLoading || checkingOut.isLoading}
            onClick={() => void act()}
            disabled={!point.areaId && !bypass}
            data-testid="field-checkin-button"
          >
            {open ? 'Check out' : 'Check in'}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
