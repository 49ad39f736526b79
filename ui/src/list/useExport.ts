import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { saveBlob } from '../api/saveBlob';
import { useToasts } from '../components/Toasts';
import { openExports } from '../exports/openExports';

/** Which columns an export has: the view's (suffix), or the named fields when given. */
export interface ExportColumns { suffix: string; fields?: string[] }

/** The user's choice in the export dialog: the view's columns, or every field they may see. */
export type ExportScope = 'view' | 'all';

/** Exports a model's records matching gql in the given ordering (spec 000 §5, §9): up to 200
 * rows the file downloads at once; above, the server queues it and the toast offers My exports.
 * Refusals (export switched off, too many rows) show the server's message. */
export function useExport() {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  return async function exportRecords(model: string, gql: string, ordering: string, columns?: ExportColumns, scope: ExportScope = 'view') {
    try {
      const answer = await api.exportList(model, scope === 'all'
        ? { gql, ordering, columns: 'all' }
        : { gql, ordering, suffix: columns?.suffix, fields: columns?.fields?.join(',') });
      if (answer.kind === 'file') saveBlob(answer.blob, answer.filename);
      else push('success', t('list.exportQueued'), { label: t('exports.open'), run: openExports });
    } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    }
  };
}
