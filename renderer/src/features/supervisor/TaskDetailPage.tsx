import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  List,
  Row,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { ReactNode } from 'react';
import { ArrowLeftOutlined, FlagFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  TASK_CASE_LABELS,
  taskCaseHistoryLabel,
  taskCaseLabel,
  taskHistoryActionLabel,
} from '@ops/shared/rules/labels';
import { taskHolder } from '@ops/shared/rules/taskHolder';
import { appPath } from '../../app/paths';
import { TaskHolderText } from '../../components/TaskHolderText';
import { Phone } from '../../components/Phone';
import { QueryState } from '../../components/queryState/QueryState';
import { TaskStatusTag, taskTypeLabel } from './components/TaskTags';
import { formatDateTime } from '../../lib/format';
import { useSupervisorTaskByIdQuery, type TaskDetail } from './tasksApi';
import { TaskSlaCell } from './components/TaskSlaCell';
import './supervisor.css';

type HistoryEntry = TaskDetail['actionsHistory'][number];

/** Case codes in history values read as their history labels (01 §3); other values stay as recorded. */
const historyValue = (entry: HistoryEntry): string | null => {
  if (!entry.value) return null;
  return Object.prototype.hasOwnProperty.call(TASK_CASE_LABELS, entry.value)
    ? taskCaseHistoryLabel(entry.value)
    : entry.value;
};

const historyColumns: TableColumnsType<HistoryEntry> = [
  {
    title: 'Action',
    key: 'action',
    render: (_v, e) => (
      <>
        {taskHistoryActionLabel(e.action)}
        {historyValue(e) && <span className="ops-cell-sub">{historyValue(e)}</span>}
      </>
    ),
  },
  { title: 'Date', dataIndex: 'date', width: 170, render: (d: string) => formatDateTime(d) },
  {
    title: 'User',
    key: 'user',
    width: 220,
    render: (_v, e) =>
      e.userName ? (
        <>
          {e.user ? <Link to={appPath(`user/${e.user}`)}>{e.userName}</Link> : e.userName}
          {e.phoneNumber && (
            <span className="ops-cell-sub">
              <Phone number={e.phoneNumber} />
            </span>
          )}
        </>
      ) : (
        <span className="ops-muted">System</span>
      ),
  },
];

/** The banner's line about who has the task (shared/rules/taskHolder). */
function holderSentence(task: TaskDetail): string {
  const holder = taskHolder(task);
  if (holder?.via === 'flagged') return `Held by ${holder.name} (flagged: only they may pick it)`;
  if (holder) return `Assigned to ${holder.name}`;
  return task.assignedToName ? `Last assigned to ${task.assignedToName}` : 'Not assigned';
}

/** Every case the task ever had: open ones first (cases maps case -> open). */
function caseEntries(cases: unknown): Array<{ name: string; open: boolean }> {
  if (typeof cases !== 'object' || cases === null || Array.isArray(cases)) return [];
  return Object.entries(cases as Record<string, unknown>)
    .map(([name, open]) => ({ name, open: open === true }))
    .sort((a, b) => Number(b.open) - Number(a.open));
}

function CaseBanner({ task }: { task: TaskDetail }) {
  const cases = caseEntries(task.cases);
  const resolved = task.status === 'resolved';
  return (
    <div className={`ops-case-banner${resolved ? ' is-resolved' : ''}`} data-testid="task-case-banner">
      <Space size={12} wrap align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {task.mainCase ? taskCaseLabel(task.mainCase) : taskTypeLabel(task.type)}
        </Typography.Title>
        <TaskStatusTag status={task.status} flaggedBy={task.flaggedBy} />
        <Tag>{taskTypeLabel(task.type)}</Tag>
        <Typography.Text type="secondary" data-testid="task-banner-holder">
          {holderSentence(task)}
        </Typography.Text>
        {task.flaggedBy && (
          <Tag color="red" icon={<FlagFilled />}>
            Flagged {formatDateTime(task.flaggedAt)}
          </Tag>
        )}
      </Space>
      <div style={{ marginTop: 10, display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography.Text type="secondary">Cases</Typography.Text>
        {cases.length === 0 ? (
          <Typography.Text type="secondary">No cases recorded</Typography.Text>
        ) : (
          cases.map((c) => (
            <Tag
              key={c.name}
              color={c.open ? (c.name === task.mainCase ? 'volcano' : 'orange') : 'default'}
              style={c.open ? undefined : { textDecoration: 'line-through' }}
            >
              {taskCaseLabel(c.name)}
            </Tag>
          ))
        )}
      </div>
    </div>
  );
}

/** /app/task/{taskId}: one task, its cases, assignee, history and comments. */
export default function TaskDetailPage() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const navigate = useNavigate();
  const query = useSupervisorTaskByIdQuery(taskId, { skip: !taskId });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
      {t('detailPages.task.back')}
    </Button>
  );
  return (
    <QueryState
      query={query}
      testId="task-detail"
      skeletonRows={8}
      rules={{ notFoundReasons: ['TASK_NOT_FOUND'] }}
      notFound={{ title: t('errors.refusal.TASK_NOT_FOUND'), hint: t('detailPages.task.notFoundHint') }}
      back={back}
    >
      {(task) => <TaskDetailView task={task} back={back} />}
    </QueryState>
  );
}

function TaskDetailView({ task, back }: { task: TaskDetail; back: ReactNode }) {
  return (
    <div className="ops-page" data-testid="task-detail">
      <Space style={{ marginBottom: 16 }}>
        {back}
        <Typography.Title level={1} className="ops-page-title">
          Task {task.vehicleCode ? `· ${task.vehicleCode}` : ''}
        </Typography.Title>
      </Space>
      <CaseBanner task={task} />
      <Row gutter={[20, 20]} style={{ marginTop: 20 }}>
        <Col xs={24} lg={9}>
          <Card title="Details" size="small">
            <Descriptions column={1} size="small" styles={{ label: { width: 160 } }}>
              <Descriptions.Item label="Status">
                <TaskStatusTag status={task.status} flaggedBy={task.flaggedBy} />
              </Descriptions.Item>
              <Descriptions.Item label="Assignee">
                <TaskHolderText task={task} linked />
              </Descriptions.Item>
              <Descriptions.Item label="Assigned count">{task.assignedCount}</Descriptions.Item>
              <Descriptions.Item label="Vehicle">
                {task.vehicle && task.vehicleCode ? (
                  <Link to={appPath(`vehicle/${task.vehicleCode}`)}>{task.vehicleCode}</Link>
                ) : (
                  '—'
                )}
              </Descriptions.Item>
              {task.ride && (
                <Descriptions.Item label="Ride">
                  <Link to={appPath(`rides/${task.ride}`)}>{task.ride}</Link>
                </Descriptions.Item>
              )}
              <Descriptions.Item label="Area">{task.area ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Created">{formatDateTime(task.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="SLA">
                <TaskSlaCell task={task} />
              </Descriptions.Item>
              <Descriptions.Item label="Assigned at">{formatDateTime(task.assignedAt)}</Descriptions.Item>
              {task.pendingUntil && (
                <Descriptions.Item label="Pending until">
                  {formatDateTime(task.pendingUntil)}
                </Descriptions.Item>
              )}
              <Descriptions.Item label="Main case resolved">
                {formatDateTime(task.mainCaseResolvedAt)}
              </Descriptions.Item>
              <Descriptions.Item label="Resolved">{formatDateTime(task.resolvedAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title={`Comments (${task.comments.length})`} size="small" style={{ marginTop: 20 }}>
            {task.comments.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No comments" />
            ) : (
              <List
                size="small"
                dataSource={task.comments}
                renderItem={(c) => (
                  <List.Item key={c._id}>
                    <div>
                      <Typography.Text strong>{c.userName}</Typography.Text>{' '}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDateTime(c.date)}
                      </Typography.Text>
                      <div style={{ whiteSpace: 'pre-wrap' }}>{c.comment}</div>
                    </div>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card title="Task History" size="small" styles={{ body: { padding: 0 } }}>
            <Table<HistoryEntry>
              rowKey="_id"
              size="small"
              columns={historyColumns}
              dataSource={[...task.actionsHistory].sort((a, b) => b.date.localeCompare(a.date))}
              pagination={task.actionsHistory.length > 20 ? { pageSize: 20, hideOnSinglePage: true } : false}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No history yet" />,
              }}
              data-testid="task-history"
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
