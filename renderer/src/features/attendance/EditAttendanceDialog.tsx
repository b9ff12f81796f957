import { useEffect, useMemo, useState } from 'react';
import { Alert, DatePicker, Descriptions, Flex, Input, List, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { attendanceEditError } from '@ops/shared/rules/attendanceEdit';
import { REASON_TEXT_ROWS } from '@ops/shared/rules/constants';
import { breakReasonLabel } from '../../components/BreaksTable';
import { formatDateTime, pickerFormat } from '../../lib/format';
import { notice } from '../../lib/notices';
import {
  useEditAttendanceMutation,
  useGetAttendanceEditsQuery,
  type AdminAttendanceRow,
} from './attendanceAdminApi';
import { testId } from '../../lib/testId';

const FORMAT = 'MM/DD/YYYY HH:mm';

interface BreakDraft {
  _id: string;
  reason: string;
  start: Dayjs;
  end: Dayjs | null;
}

const iso = (value: Dayjs | null) => (value ? value.toISOString() : null);

/** Earlier edits of the shift, each with who, when and why. */
function EditHistory({ attendanceId }: { attendanceId: string }) {
  const { data = [] } = useGetAttendanceEditsQuery({ attendanceId });
  if (data.length === 0) return null;
  return (
    <div data-testid="attendance-edit-history">
      <Typography.Text strong>Earlier edits</Typography.Text>
      <List
        size="small"
        dataSource={data}
        renderItem={(entry) => (
          <List.Item>
            <span>
              {formatDateTime(entry.createdAt)} · {entry.actor?.name ?? 'System'} · <em>{entry.reason}</em>
            </span>
          </List.Item>
        )}
      />
    </div>
  );
}

/**
 * A manual edit of one shift (attendance.MANUAL_EDIT, issue 12 §3): check-in, check-out
 * (an open shift stays open), comment and break times, with the reason the audit keeps.
 * The shared rule checks the edit here and again on the server.
 */
export function EditAttendanceDialog({
  row,
  onClose,
}: {
  row: AdminAttendanceRow | null;
  onClose: () => void;
}) {
  const [edit, { isLoading }] = useEditAttendanceMutation();
  const [checkIn, setCheckIn] = useState<Dayjs | null>(null);
  const [checkOut, setCheckOut] = useState<Dayjs | null>(null);
  const [comment, setComment] = useState('');
  const [breaks, setBreaks] = useState<BreakDraft[]>([]);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!row) return;
    setCheckIn(dayjs(row.checkInDate));
    setCheckOut(row.checkOutDate ? dayjs(row.checkOutDate) : null);
    setComment(row.checkOutComment ?? '');
    setBreaks(
      row.breaks.map((entry) => ({
        _id: entry._id,
        reason: entry.reason,
        start: dayjs(entry.checkInDate),
        end: entry.checkOutDate ? dayjs(entry.checkOutDate) : null,
      })),
    );
    setReason('');
    setTouched(false);
  }, [row]);

  const input = useMemo(
    () => ({
      checkInDate: iso(checkIn) ?? '',
      checkOutDate: iso(checkOut),
      checkOutComment: comment.trim() || null,
      breaks: breaks.map((entry) => ({
        id: entry._id,
        checkInDate: entry.start.toISOString(),
        checkOutDate: iso(entry.end),
      })),
      reason,
    }),
    [checkIn, checkOut, comment, breaks, reason],
  );
  const error = row ? attendanceEditError(input, new Date()) : null;

  const save = async () => {
    setTouched(true);
    if (!row || error) return;
    const saved = await edit({
      id: row._id,
      checkInDate: input.checkInDate,
      checkOutDate: input.checkOutDate,
      checkOutComment: input.checkOutComment,
      breaks: input.breaks.map((entry) => ({
        _id: entry.id,
        checkInDate: entry.checkInDate,
        checkOutDate: entry.checkOutDate,
      })),
      reason: reason.trim(),
    })
      .unwrap()
      .catch(() => null);
    if (!saved) return;
    notice.success('Attendance updated');
    onClose();
  };

  const setBreak = (index: number, patch: Partial<BreakDraft>) =>
    setBreaks((all) => all.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));

  return (
    <Modal
      open={row !== null}
      title={row ? `Edit shift of ${row.userName}` : 'Edit shift'}
      okText="Save"
      onOk={() => void save()}
      okButtonProps={{ loading: isLoading, disabled: touched && !!error, ...testId('attendance-edit-save') }}
      onCancel={onClose}
      destroyOnHidden
      width={620}
      data-testid="attendance-edit-dialog"
    >
      {row && (
        <Flex vertical gap={12}>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'status', label: 'Status', children: row.status === 'ENDED' ? 'ended' : 'open' },
              { key: 'phone', label: 'Phone', children: row.userPhoneNumber },
            ]}
          />
          <Flex gap={12} wrap>
            <label>
              Check in
              <DatePicker
                showTime
                format={pickerFormat(FORMAT)}
                value={checkIn}
                onChange={setCheckIn}
                allowClear={false}
                style={{ display: 'block', width: 220 }}
                data-testid="attendance-edit-checkin"
              />
            </label>
            <label>
              Check out
              <DatePicker
                showTime
                format={pickerFormat(FORMAT)}
                value={checkOut}
                onChange={setCheckOut}
                allowClear={false}
                // An open shift is ended with Check out (its tasks go back), not by an edit.
                disabled={!row.checkOutDate}
                placeholder="Still on shift"
                style={{ display: 'block', width: 220 }}
                data-testid="attendance-edit-checkout"
              />
            </label>
          </Flex>
          <label>
            Check-out comment
            <Input.TextArea
              rows={2}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              disabled={!row.checkOutDate}
              data-testid="attendance-edit-comment"
            />
          </label>
          {breaks.length > 0 && (
            <div>
              <Typography.Text strong>Breaks</Typography.Text>
              {breaks.map((entry, index) => (
                <Flex key={entry._id} gap={8} align="center" style={{ marginTop: 6 }}>
                  <span style={{ width: 90 }}>{breakReasonLabel(entry.reason)}</span>
                  <DatePicker
                    showTime
                    format={pickerFormat(FORMAT)}
                    value={entry.start}
                    allowClear={false}
                    onChange={(start) => start && setBreak(index, { start })}
                  />
                  <DatePicker
                    showTime
                    format={pickerFormat(FORMAT)}
                    value={entry.end}
                    allowClear={false}
                    disabled={!entry.end}
                    placeholder="ongoing"
                    onChange={(end) => end && setBreak(index, { end })}
                  />
                </Flex>
              ))}
            </div>
          )}
          <label>
            Reason for the edit
            <Input.TextArea
              rows={REASON_TEXT_ROWS}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder="Why is this shift being changed?"
              data-testid="attendance-edit-reason"
            />
          </label>
          {touched && error && (
            <Alert type="error" showIcon message={error} data-testid="attendance-edit-error" />
          )}
          <EditHistory attendanceId={row._id} />
        </Flex>
      )}
    </Modal>
  );
}
