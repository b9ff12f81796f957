import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterField } from './FilterField';

type Option<V> = { value: V; label: string };

interface SelectFilterProps<V extends string | number> {
  id: string;
  label: string;
  options: readonly Option<V>[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  /** What an empty choice means; most filters read "All". */
  placeholder?: string;
  loading?: boolean;
  /** Type to narrow long lists (roles, staff). */
  searchable?: boolean;
}

/**
 * The filter panels' one-choice select: labelled, clearable, empty meaning no filter
 * (02 §5: empty values are dropped). One component so every panel behaves the same.
 */
export function SelectFilter<V extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
  placeholder,
  loading,
  searchable,
}: SelectFilterProps<V>) {
  const { t } = useTranslation();
  const searchProps: SelectProps = searchable ? { showSearch: true, optionFilterProp: 'label' } : {};
  return (
    <FilterField id={id} label={label}>
      <Select<V>
        id={id}
        allowClear
        placeholder={placeholder ?? t('list.all')}
        loading={loading}
        style={{ width: '100%' }}
        options={options as Option<V>[]}
        value={value}
        onChange={(next) => onChange(next ?? undefined)}
        data-testid={id}
        {...searchProps}
      />
    </FilterField>
  );
}
