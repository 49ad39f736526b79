import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useModel } from '../stores/useModel';
import { INBOX, openNotice } from './livePush';
import { usePopups } from './popups';
import { TypeChip } from './TypeChip';

/** New notifications as they arrive, bottom right above a panel's buttons and the pager (at
 * the top right they covered a panel's close button): click opens the record and marks it
 * read. */
export function NotificationPopups() {
  const { t } = useTranslation();
  const popups = usePopups((s) => s.popups);
  const dismiss = usePopups((s) => s.dismiss);
  const { meta } = useModel(INBOX, '', popups.length > 0);
  const options = meta?.fields.find((f) => f.name === 'type')?.options;
  if (!popups.length) return null;
  return (
    <div aria-live="polite" className="pointer-events-none fixed bottom-20 right-4 z-50 flex w-80 flex-col gap-2">
      {popups.map((n) => (
        <div key={n.id} role="status" data-testid="notice-popup"
          className="pointer-events-auto flex items-start gap-2 rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200">
          <button type="button" onClick={() => void openNotice(n)} className="min-w-0 flex-1 text-left">
            <p className="mb-1 text-xs font-medium text-slate-500">{t('inbox.new')}</p>
            <TypeChip code={n.type} options={options} />
            <p className="mt-1 line-clamp-3 text-sm text-slate-800">{String(n.content ?? '')}</p>
          </button>
          <button type="button" onClick={() => dismiss(n.id)} aria-label={t('inbox.dismiss')}
            className="rounded p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"><X className="size-4" aria-hidden /></button>
        </div>
      ))}
    </div>
  );
}
