import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { filtersSearch, readFilters, type BoardFilters } from './board-filters';

/**
 * The board's filters, read from the query string, and a setter that writes them back to it (so
 * a filtered board is a link to share). Other parameters, such as the open `task`, are kept.
 */
export function useBoardFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readFilters(new URLSearchParams(search)), [search]);
  const setFilters = useCallback(
    (next: BoardFilters, { replace = false }: { replace?: boolean } = {}) =>
      void navigate({ search: filtersSearch(search, next) }, { replace }),
    [navigate, search],
  );
  return { filters, setFilters };
}
