import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStartupAreasQuery } from '../../features/shell/startupApi';

/** The lists' area filter: several areas, none meaning all (02 §5: an empty area list is dropped). */
export function AreaFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string[] | undefined;
  onChange: (area: string[]) => void;
}) {
  const { t } = useTranslation();
  const { data: areas = [], isLoading } = useStartupAreasQuery();
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      placeholder={t('list.allAreas')}
      loading={isLoading}
      style={{ width: '100%' }}
      optionFilterProp="label"
      options={areas.map((area) => ({ value: area._id, label: area.name }))}
      value={value ?? []}
      onChange={onChange}
      data-testid={id}
    />
  );
}
