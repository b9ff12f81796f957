import { useState } from 'react';
import {
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Progress,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { IP_BLOCK_MESSAGES, normalizeIp } from '@ops/shared/rules/ipBlock';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../components/PermissionGate';
import { formatDateTime, formatTime } from '../../lib/format';
import { notice } from '../../lib/notices';
import {
  useBlockIpMutation,
  useGetRateLimitsQuery,
  useUnblockIpMutation,
  type RateLimitOverview,
} from './settingsApi';

type Counter = RateLimitOverview['counters'][number];
type Blocked = RateLimitOverview['blockedIps'][number];

const ACTION_LABELS: Record<string, string> = {
  login: 'Sign in',
  send: 'Send code',
  verify: 'Verify code',
  password: 'Change password',
};

/** /app/rate-limit (rateLimiter.VIEW_PAGE): our sign-in limiter's live counters, and the blocked IPs. */
export default function RateLimitPage() {
  const { data, isLoading } = useGetRateLimitsQuery(undefined, { pollingInterval: 15_000 });
  const canBlock = useCan(gate('rateLimiter.BLOCK_IP'));
  const canUnblock = useCan(gate('rateLimiter.UNBLOCK_IP'));
  const [block, blocking] = useBlockIpMutation();
  const [unblock] = useUnblockIpMutation();
  const [ip, setIp] = useState('');
  const [reason, setReason] = useState('');
  const ipError = ip && !normalizeIp(ip) ? IP_BLOCK_MESSAGES.invalid : null;
  const blockedSet = new Set((data?.blockedIps ?? []).map((row) => row.ip));

  const doBlock = async (address: string, why: string | null) => {
    const done = await block({ ip: address, reason: why })
      .unwrap()
      .catch(() => null);
    if (done) {
      notice.success(`${address} is blocked`);
      setIp('');
      setReason('');
    }
  };

  const counterColumns: TableColumnsType<Counter> = [
    { title: 'Kind', dataIndex: 'kind', render: (kind: string) => <Tag>{kind === 'ip' ? 'IP' : kind}</Tag> },
    {
      title: 'Value',
      dataIndex: 'value',
      render: (value: string, row) => (
        <span>
          {value} {row.kind === 'ip' && blockedSet.has(value) && <Tag color="red">blocked</Tag>}
        </span>
      ),
    },
    { title: 'Action', dataIndex: 'action', render: (action: string) => ACTION_LABELS[action] ?? action },
    {
      title: 'Attempts',
      key: 'attempts',
      width: 220,
      render: (_v, row) => (
        <Progress
          percent={Math.min(100, Math.round((row.attempts / row.max) * 100))}
          status={row.limited ? 'exception' : 'normal'}
          format={() => `${row.attempts} / ${row.max}`}
          size="small"
        />
      ),
    },
    { title: 'Window ends', dataIndex: 'windowEnd', render: (end: string) => formatTime(end) },
    ...(canBlock
      ? [
          {
            title: '',
            key: 'block',
            render: (_v: unknown, row: Counter) =>
              row.kind === 'ip' && !blockedSet.has(row.value) ? (
                <Popconfirm
                  title={`Block ${row.value}?`}
                  onConfirm={() =>
                    void doBlock(row.value, `Over the ${ACTION_LABELS[row.action] ?? row.action} limit`)
                  }
                >
                  <Button size="small" danger>
                    Block
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]
      : []),
  ];

  const blockedColumns: TableColumnsType<Blocked> = [
    { title: 'IP', dataIndex: 'ip' },
    { title: 'Reason', dataIndex: 'reason', render: (reason: string | null) => reason ?? '—' },
    { title: 'Blocked by', key: 'by', render: (_v, row) => row.blockedBy?.name ?? '—' },
    { title: 'Blocked at', dataIndex: 'blockedAt', render: (at: string) => formatDateTime(at) },
    ...(canUnblock
      ? [
          {
            title: '',
            key: 'unblock',
            render: (_v: unknown, row: Blocked) => (
              <Popconfirm
                title={`Unblock ${row.ip}?`}
                onConfirm={() =>
                  void unblock({ ip: row.ip })
                    .unwrap()
                    .then(() => notice.success(`${row.ip} is unblocked`))
                    .catch(() => null)
                }
              >
                <Button size="small" data-testid={`unblock-${row.ip}`}>
                  Unblock
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Rate Limit"
        subtitle={`Sign-in attempts per IP and per phone in the current window. Blocks apply to every server at once (read from ${data?.blockStore === 'redis' ? 'Redis' : 'the database'}).`}
      />
      <Flex vertical gap={16}>
        <Card size="small" title="Blocked IPs" data-testid="blocked-ips">
          {canBlock && (
            <Flex gap={8} style={{ marginBottom: 12 }} wrap>
              <Input
                placeholder="IP address"
                value={ip}
                onChange={(event) => setIp(event.target.value)}
                status={ipError ? 'error' : undefined}
                style={{ width: 200 }}
                data-testid="block-ip-input"
              />
              <Input
                placeholder="Reason (optional)"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                style={{ width: 280 }}
              />
              <Button
                danger
                type="primary"
                disabled={!ip || !!ipError}
                loading={blocking.isLoading}
                onClick={() => void doBlock(ip.trim(), reason.trim() || null)}
                data-testid="block-ip-button"
              >
                Block IP
              </Button>
              {ipError && <Typography.Text type="danger">{ipError}</Typography.Text>}
            </Flex>
          )}
          <Table<Blocked>
            rowKey="ip"
            size="small"
            columns={blockedColumns}
            dataSource={data?.blockedIps ?? []}
            loading={isLoading}
            pagination={false}
            locale={{ emptyText: 'No IP is blocked' }}
          />
        </Card>
        <Card size="small" title="Sign-in limiter counters" data-testid="rate-counters">
          <Table<Counter>
            rowKey={(row) => `${row.action}:${row.kind}:${row.value}:${row.windowStart}`}
            size="small"
            columns={counterColumns}
            dataSource={data?.counters ?? []}
            loading={isLoading}
            pagination={{ pageSize: 25, hideOnSinglePage: true }}
            locale={{ emptyText: 'No sign-in attempts in the current windows' }}
          />
        </Card>
      </Flex>
    </>
  );
}
