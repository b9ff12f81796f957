import { useRef, useState } from 'react';
import { Button, Card, Input, List, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { canSaveComment } from '@ops/shared/rules/taskActions';
import { COMMENT_FIELD_ROWS } from '@ops/shared/rules/constants';
import { errorMessageOf } from '@ops/shared/rules/errors';
import { useSaveTaskCommentMutation, type WorkspaceTask } from '../resolveTasksApi';
import { currentTaskLoaded, selectCurrentTask } from '../tasksSlice';
import { useShortcutHandler } from '../useShortcuts';
import { keyLabel } from '../shortcuts';
import { fmtDate } from '../../../lib/format';
import { COMMENT_MAX_LENGTH } from '@ops/shared/rules/limits';

/** 01 §2 comments box: 'Add a comment' (4 lines) and Save; a failure shows in red under the field. */
export function CommentsBox({ task }: { task: WorkspaceTask }) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentTask);
  const [text, setText] = useState('');
  const [save, { isLoading, error }] = useSaveTaskCommentMutation();
  const ref = useRef<TextAreaRef>(null);
  useShortcutHandler('comment', () => ref.current?.focus());

  const onSave = async () => {
    try {
      const comment = await save({ taskId: task._id, comment: text }).unwrap();
      setText('');
      if (current?._id === task._id) dispatch(currentTaskLoaded({ ...current, comments: [...current.comments, comment] }));
    } catch {
      // Shown under the field.
    }
  };

  return (
    <Card size="small" title="Comments">
      <List
        size="small"
        dataSource={task.comments}
        locale={{ emptyText: ' ' }}
        renderItem={(c) => (
          <List.Item>
            <Typography.Text strong>{c.userName}</Typography.Text>&nbsp;
            <Typography.Text type="secondary">{fmtDate(c.date)}</Typography.Text>
            <div style={{ width: '100%' }}>{c.comment}</div>
          </List.Item>
        )}
      />
      <Input.TextArea ref={ref} rows={COMMENT_FIELD_ROWS} maxLength={COMMENT_MAX_LENGTH} placeholder={`Add a comment (${keyLabel('comment')})`} aria-label="Add a comment" value={text}
        onChange={(e) => setText(e.target.value)} data-testid="comment-input" />
      {error && <Typography.Text type="danger">{errorMessageOf(error)}</Typography.Text>}
      <div style={{ textAlign: 'right', marginTop: 8 }}>
        <Button type="primary" disabled={!canSaveComment(text, isLoading)} loading={isLoading} onClick={() => void onSave()} data-testid="comment-save">
          Save
        </Button>
      </div>
    </Card>
  );
}
