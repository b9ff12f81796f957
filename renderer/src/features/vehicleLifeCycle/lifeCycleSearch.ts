import type { LifeCycleFilters } from './lifeCycleApi';

/**
 * The page's filters in its address (?area=a&area=b&operating=1&case=X&from=..&to=..&vehicle=..),
 * so a filtered timeline can be shared and survives a reload. Unknown values are dropped.
 */
export function filtersFromSearch(search: URLSearchParams): LifeCycleFilters {
  const operating = search.get('operating');
  const startDate = search.get('from') ?? undefined;
  const endDate = search.get('to') ?? undefined;
  const area = search.getAll('area').filter(Boolean);
  return {
    ...(search.get('vehicle') ? { vehicleId: search.get('vehicle')! } : {}),
    ...(area.length ? { area } : {}),
    ...(operating === '1' ? { isOperating: true } : operating === '0' ? { isOperating: false } : {}),
    ...(search.get('case') ? { case: search.get('case')! } : {}),
    ...(startDate && endDate ? { startDate, endDate } : {}),
  };
}

export function searchFromFilters(filters: LifeCycleFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.vehicleId) search.set('vehicle', filters.vehicleId);
  for (const id of filters.area ?? []) search.append('area', id);
  if (typeof filters.isOperating === 'boolean') search.set('operating', filters.isOperating ? '1' : '0');
  if (filters.case) search.set('case', filters.case);
  if (filters.startDate && filters.endDate) {
    search.set('from', filters.startDate);
    search.set('to', filters.endDate);
  }
  return search;
}
