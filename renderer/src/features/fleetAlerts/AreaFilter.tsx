import { Select } from 'antd';
import { useStartupAreasQuery } from '../shell/startupApi';

/** The areas an alert page shows (all when none is chosen). */
export function AreaFilter({
  value,
  onChange,
}: {
  value: string[] | undefined;
  onChange: (areas: string[]) => void;
}) {
  const { data: areas = [] } = useStartupAreasQuery();
  return (
    <Select
      mode="multiple"
      allowClear
      aria-label="Areas"
      placeholder="All areas"
      style={{ minWidth: 240 }}
      value={value ?? []}
      onChange={onChange}
      options={areas.map((area) => ({ value: area._id, label: area.name }))}
      data-testid="alert-area-filter"
    />
  );
}
