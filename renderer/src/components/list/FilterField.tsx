import type { ReactNode } from 'react';
import { Col } from 'antd';

/**
 * One labelled control in a list's filter panel, in the panel's responsive grid. The real
 * <label> tied to the control gives it a name (axe 'label'). `wide` takes two columns (a date
 * range with times).
 */
export function FilterField({
  id,
  label,
  children,
  wide,
}: {
  id: string;
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Col xs={24} sm={12} md={wide ? 16 : 8} lg={wide ? 12 : 6}>
      <label className="ops-filter-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </Col>
  );
}
