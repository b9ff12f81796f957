import type { ReactNode } from 'react';
import { Col } from 'antd';

/** One labelled control in a list's filter panel, in the panel's responsive grid. */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} md={8} lg={6}>
      <label className="ops-filter-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </Col>
  );
}
