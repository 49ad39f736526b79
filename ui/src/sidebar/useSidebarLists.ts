import { api } from '../api/endpoints';
import { useServerList } from './useServerList';

/** The model's saved filters and (on folderable models) folders, with their counts. */
export function useSidebarLists(model: string, folderable: boolean, enabled: boolean) {
  const filters = useServerList(enabled ? () => api.savedFilters(model) : undefined, `${model}:${enabled}`);
  const folders = useServerList(enabled && folderable ? () => api.folders(model) : undefined, `${model}:${enabled && folderable}`);
  return { filters, folders };
}
