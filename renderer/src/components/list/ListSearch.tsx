import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { cleanSearchTerm, SEARCH_TERM_MAX_LENGTH } from '@ops/shared/rules/searchTerm';

/** The list's search form: '+' and '=' are stripped from the term (02 §2, 03 §5). */
export function ListSearch({
  value,
  placeholder,
  onSearch,
}: {
  value: string;
  placeholder: string;
  onSearch: (term: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ops-toolbar">
      <Input.Search
        // Remounted when the URL's term changes (Back, a shared link), so the box shows it.
        key={value}
        allowClear
        autoFocus
        defaultValue={value}
        placeholder={placeholder}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        onSearch={(term) => onSearch(cleanSearchTerm(term))}
        style={{ maxWidth: 360 }}
        aria-label={t('list.search')}
        data-testid="list-search"
      />
    </div>
  );
}
