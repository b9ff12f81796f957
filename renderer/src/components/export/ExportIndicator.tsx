import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import type { ExportStatus } from '@ops/shared/rules/exportRules';

const ICONS = {
  Exporting: <LoadingOutlined style={{ color: '#1677ff' }} />,
  Exported: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  Failed: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
} as const;

/** 02 §4, 03 §2.3: the floating export indicator, reading Exporting, Exported or Failed; hidden when idle. */
export function ExportIndicator({ status }: { status: ExportStatus }) {
  if (status === 'idle') return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="export-indicator"
      style={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: 1100,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '10px 16px',
        borderRadius: 8,
        background: 'var(--ops-panel)',
        boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
        fontWeight: 500,
      }}
    >
      {ICONS[status]}
      {status}
    </div>
  );
}
