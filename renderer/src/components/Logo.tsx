import { ThunderboltFilled } from '@ant-design/icons';
import { BRAND } from '../app/theme';

export function Logo({ inverted = false, size = 'md' }: { inverted?: boolean; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 40 : 32;
  return (
    <span className="ops-logo" data-testid="logo">
      <span
        className="ops-logo-mark"
        style={{
          width: box,
          height: box,
          background: inverted ? '#ffffff' : BRAND.primary,
          color: inverted ? BRAND.primary : '#ffffff',
          fontSize: box * 0.55,
        }}
        aria-hidden
      >
        <ThunderboltFilled />
      </span>
      <span
        className="ops-logo-text"
        style={{ color: inverted ? '#ffffff' : 'var(--ops-ink)', fontSize: size === 'lg' ? 22 : 17 }}
      >
        Ops Dashboard
      </span>
    </span>
  );
}
