import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { cleanSearchTerm } from '@ops/shared/rules/searchTerm';
import { useSupervisorSearchOpsUsersQuery } from '../taskSettingsApi';
import { userOptionLabel } from '../taRows';
import { SEARCH_TERM_MAX_LENGTH } from '@ops/shared/rules/limits';

const DEBOUNCE_MS = 300;

/**
 * Staff search by name or phone (searchOpsUsers). An empty or cleaned-away term sends
 * nothing: the server would only answer with an empty list (03 §2.4).
 */
export function useOpsUserSearch() {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    // The server refuses longer terms; a pasted long text searches by its start instead.
    const timer = setTimeout(
      () => setTerm(cleanSearchTerm(typed).trim().slice(0, SEARCH_TERM_MAX_LENGTH)),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed]);
  const { data = [], isFetching } = useSupervisorSearchOpsUsersQuery(term, { skip: term === '' });
  return { setTyped, users: term === '' ? [] : data, isFetching };
}

export function AssigneeSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { setTyped, users, isFetching } = useOpsUserSearch();
  // The chosen person's label survives a new search that no longer lists them.
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const options = users.map((u) => ({ value: u._id, label: userOptionLabel(u) }));
  if (value && chosenLabel && !options.some((o) => o.value === value))
    options.unshift({ value, label: chosenLabel });
  return (
    <Select<string>
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="Search by name or phone"
      style={{ width: '100%' }}
      loading={isFetching}
      value={value ?? undefined}
      onChange={(id, option) => {
        setChosenLabel(option && !Array.isArray(option) ? String(option.label) : null);
        onChange(id ?? null);
      }}
      options={options}
      notFoundContent={isFetching ? 'Searching…' : 'Type a name or phone'}
      data-testid="tasks-filter-assignee"
    />
  );
}
