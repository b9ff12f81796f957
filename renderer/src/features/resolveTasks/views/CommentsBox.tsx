import { useRef, useState } from 'react';
import { Button, Card, Input, List, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { canSaveComment } from '@ops/shared/rules/taskActions';
import { COMMENT_FIELD_ROWS } from '@ops/shared/rules/constants';
import { errorMessageOf } from '@ops/shared/rules/errors';
import { useSaveTaskCommentMutation, type WorkspaceTask } from '../resolveTasksApi';
import { currentTaskLoaded, selectCurrentTask } from '../tasksSlice';
import { useShortcutHandler } from '../useShortcuts';
import { isSaveCommentKey, keyLabel, withShortcut } from '../shortcuts';
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

  const maySave = canSaveComment(text, isLoading);
  const onSave = async () => {
    if (!maySave) return;
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
            <div style={{ width: '100%', whiteSpace: 'pre-wrap' }}>{c.comment}</div>
          </List.Item>
        )}
      />
      <Input.TextArea ref={ref} rows={COMMENT_FIELD_ROWS} maxLength={COMMENT_MAX_LENGTH} placeholder={`Add a comment (${keyLabel('comment')})`} aria-label="Add a comment" value={text}
        onChange={(e) => setText(e.target.value)} data-testid="comment-input"
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter saves, as the Save button would (and not while it is disabled); Enter alone is a new line.
          if (!isSaveCommentKey(event)) return;
          event.preventDefault();
          void onSave();
        }} />
      {error && <Typography.Text type="danger">{errorMessageOf(error)}</Typography.Text>}
      <div style={{ textAlign: 'right', marginTop: 8 }}>
        <Tooltip title={withShortcut('Save', 'saveComment')}>
          <Button type="primary" disabled={!maySave} loading={isLoading} onClick={() => void onSave()} data-testid="comment-save">
            Save
          </Button>
        </Tooltip>
      </div>
    </Card>
  );
}
