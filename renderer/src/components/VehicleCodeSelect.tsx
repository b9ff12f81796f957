import { Select } from 'antd';
import { useVehiclesForSearchQuery } from '../features/shell/startupApi';

/** A vehicle chosen by code from the start-up vehicle list (03 §4), searchable as you type. */
export function VehicleCodeSelect({
  id,
  value,
  onChange,
  testId,
}: {
  id: string;
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  testId?: string;
}) {
  const { data: vehicles = [], isLoading } = useVehiclesForSearchQuery();
  return (
    <Select
      id={id}
      showSearch
      allowClear
      placeholder="Vehicle code"
      loading={isLoading}
      style={{ width: '100%' }}
      optionFilterProp="label"
      options={vehicles.map((v) => ({ value: v.code, label: v.code }))}
      value={value}
      onChange={onChange}
      data-testid={testId}
    />
  );
}
