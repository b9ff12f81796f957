import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Input, List, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { canSaveComment } from '@ops/shared/rules/taskActions';
import { COMMENT_FIELD_ROWS } from '@ops/shared/rules/constants';
import { errorMessageOf } from '../../../i18n/errorText';
import { useSaveTaskCommentMutation } from '../resolveTasksApi';
import type { WorkspaceTask } from '../workspaceTypes';
import { currentTaskLoaded, selectCurrentTask } from '../tasksSlice';
import { useShortcutHandler } from '../useShortcuts';
import { isSaveCommentKey, keyLabel, withShortcut } from '../shortcuts';
import { fmtDate } from '../../../lib/format';
import { COMMENT_MAX_LENGTH } from '@ops/shared/rules/limits';

/** 01 §2 comments box: 'Add a comment' (4 lines) and Save; a failure shows in red under the field. */
export function CommentsBox({ task }: { task: WorkspaceTask }) {
  const { t } = useTranslation();
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
      if (current?._id === task._id)
        dispatch(currentTaskLoaded({ ...current, comments: [...current.comments, comment] }));
    } catch {
      // Shown under the field.
    }
  };

  return (
    <Card size="small" title={t('workspace.comments.title')}>
      <List
        size="small"
        dataSource={task.comments}
        locale={{ emptyText: ' ' }}
        renderItem={(c) => (
          <List.Item>
            <Typography.Text strong dir="auto">
              {c.userName}
            </Typography.Text>
            {'\u00a0'}
            <Typography.Text type="secondary">{fmtDate(c.date)}</Typography.Text>
            <div style={{ width: '100%', whiteSpace: 'pre-wrap' }} dir="auto">
              {c.comment}
            </div>
          </List.Item>
        )}
      />
      <Input.TextArea
        ref={ref}
        rows={COMMENT_FIELD_ROWS}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t('workspace.comments.addWithKey', { shortcut: keyLabel('comment') })}
        aria-label={t('workspace.comments.add')}
        dir="auto"
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="comment-input"
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter saves, as the Save button would (and not while it is disabled); Enter alone is a new line.
          if (!isSaveCommentKey(event)) return;
          event.preventDefault();
          void onSave();
        }}
      />
      {error && <Typography.Text type="danger">{errorMessageOf(error)}</Typography.Text>}
      <div style={{ textAlign: 'end', marginTop: 8 }}>
        <Tooltip title={withShortcut(t('workspace.comments.save'), 'saveComment')}>
          <Button
            type="primary"
            disabled={!maySave}
            loading={isLoading}
            onClick={() => void onSave()}
            data-testid="comment-save"
          >
            {t('workspace.comments.save')}
          </Button>
        </Tooltip>
      </div>
    </Card>
  );
}
