import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Card, Pagination, Space, Tooltip, Typography } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../auth/sessionSlice';
import { canPickTask } from '@ops/shared/rules/taskActions';
import { BACKLOG_PAGE_SIZE } from '@ops/shared/rules/constants';
import { EmptyState } from '../../../components/EmptyState';
import { TaskHolderText } from '../../../components/TaskHolderText';
import { notice } from '../../../lib/notices';
import { formatCount } from '../../../lib/format';
import { errorMessageOf } from '../../../i18n/errorText';
import { useGetBackLogTasksQuery, useManualPickTaskMutation, type BacklogFilters } from '../resolveTasksApi';
import { selectAttendanceStatus } from '../attendanceSlice';
import { currentTaskLoaded } from '../tasksSlice';
import { TaskCard } from './TaskCard';
import { BacklogFilterDialog } from './BacklogFilterDialog';
import { filtersFromSearch, filtersToSearch } from '../backlogFilters';

/** 01 §2 Backlog panel: filters, 'Total Count', cards with pick buttons, pages of 10. */
export function BacklogPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?._id ?? '';
  const attendanceStatus = useAppSelector(selectAttendanceStatus);
  // The filters live in the address (?backlogCase=...), so a reload keeps them.
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const [page, setPage] = useState(1);
  const [filterOpen, setFilterOpen] = useState(false);
  const args: BacklogFilters = { ...filters, pageNumber: page };
  const { data, isFetching } = useGetBackLogTasksQuery(args, { refetchOnMountOrArgChange: 30 });
  const [pick, { isLoading: picking, originalArgs }] = useManualPickTaskMutation();
  const activeFilters = Object.values(filters).filter(Boolean).length;

  const onPick = async (taskId: string) => {
    try {
      dispatch(currentTaskLoaded(await pick({ taskId }).unwrap()));
    } catch (error) {
      // 01 §8: a backlog pick failure is a toast.
      notice.error(errorMessageOf(error));
    }
  };

  return (
    <Card
      size="small"
      className="backlog"
      data-testid="backlog"
      title={t('workspace.backlog.title')}
      extra={
        <Button
          size="small"
          icon={<FilterOutlined />}
          onClick={() => setFilterOpen(true)}
          data-testid="backlog-filters"
        >
          {activeFilters
            ? t('workspace.backlog.filtersActive', { n: formatCount(activeFilters) })
            : t('workspace.backlog.filters')}
        </Button>
      }
    >
      <Typography.Text type="secondary" data-testid="backlog-total">
        {t('workspace.backlog.totalCount', { n: formatCount(data?.totalTasksCount ?? 0) })}
      </Typography.Text>
      <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }} size={8}>
        {data && data.tasks.length === 0 && <EmptyState title={t('workspace.backlog.empty')} />}
        {data?.tasks.map((task) => {
          const pickable = canPickTask({ attendanceStatus, flaggedBy: task.flaggedBy, userId });
          const why =
            attendanceStatus !== 'ACTIVE'
              ? t('workspace.backlog.whileActive')
              : pickable
                ? t('workspace.backlog.pickThis')
                : t('workspace.backlog.flaggedBy', {
                    name: task.flaggedByName ?? t('workspace.backlog.someoneElse'),
                  });
          return (
            <TaskCard
              key={task._id}
              task={task}
              testId={`backlog-card-${task._id}`}
              // A flagged task is held by its flagger, the only one who may pick it (issue 6 item 32).
              footer={
                task.flaggedBy ? (
                  <div className="task-card__meta">
                    {t('workspace.backlog.heldBy')} <TaskHolderText task={task} />
                  </div>
                ) : undefined
              }
              extra={
                <Tooltip title={why}>
                  <Button
                    size="small"
                    type="primary"
                    disabled={!pickable}
                    loading={picking && originalArgs?.taskId === task._id}
                    onClick={() => void onPick(task._id)}
                    data-testid={`pick-${task._id}`}
                  >
                    {t('workspace.backlog.pick')}
                  </Button>
                </Tooltip>
              }
            />
          );
        })}
      </Space>
      <Pagination
        size="small"
        style={{ marginTop: 8 }}
        current={page}
        pageSize={BACKLOG_PAGE_SIZE}
        total={data?.totalTasksCount ?? 0}
        onChange={setPage}
        showSizeChanger={false}
        disabled={isFetching}
        hideOnSinglePage
      />
      <BacklogFilterDialog
        open={filterOpen}
        value={filters}
        onCancel={() => setFilterOpen(false)}
        onApply={(next) => {
          setSearch((current) => filtersToSearch(next, current), { replace: true });
          setPage(1);
          setFilterOpen(false);
        }}
      />
    </Card>
  );
}
