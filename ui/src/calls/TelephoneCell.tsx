import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneIncoming, PhoneOutgoing, RotateCw } from 'lucide-react';
import { post } from '../api/client';
import { callView, formatDuration, isIncoming, recordingUrl, type TelephoneRecord } from './callState';

export type { TelephoneRecord } from './callState';

/**
 * The body of a telephone_call feed item (spec 000 §4 "Call record"). Give it the item's
 * target: the call record as GET /rest/telephone/{id} answers it. It shows the direction, the
 * duration as HH:mm:ss and the last recording's player; a recording that fails to play turns
 * into the 'recording download failed' prompt, whose Retry asks the server to fetch it again
 * (POST /rest/telephone/record_refresh) and plays the new one, or comes back to the prompt.
 * Calls have no operations: the cell offers none.
 */
export function TelephoneCell({ record }: { record: TelephoneRecord }) {
  const { t } = useTranslation();
  const [refreshed, setRefreshed] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const view = callView(record, refreshed);
  const incoming = isIncoming(record);
  const Icon = incoming ? PhoneIncoming : PhoneOutgoing;

  async function retry() {
    setRetrying(true);
    try {
      const body = await post('/rest/telephone/record_refresh', { id: record.id });
      const uuid = typeof body.uuid === 'string' ? body.uuid : '';
      if (uuid) {
        setRefreshed(uuid);
        setFailed(false);
      }
    } catch {
      setFailed(true); // back to the prompt
    } finally {
      setRetrying(false);
    }
  }

  return (
    <div className="space-y-2 text-sm text-slate-700" data-testid="telephone-cell">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1 font-medium">
          <Icon className={`size-4 ${incoming ? 'text-emerald-600' : 'text-brand-600'}`} aria-hidden />
          {incoming ? t('calls.in') : t('calls.out')}
        </span>
        {record.phone && <span className="text-slate-500">{record.phone}</span>}
        <span className="tabular-nums text-slate-500" title={t('calls.duration')} data-testid="call-duration">{formatDuration(record.duration)}</span>
      </div>
      {view.kind === 'player' && !failed && (
        <audio key={view.uuid} controls preload="metadata" src={recordingUrl(view.uuid)} onError={() => setFailed(true)}
          className="h-9 w-full max-w-md" aria-label={t('calls.recording')} />
      )}
      {view.kind === 'player' && failed && (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-amber-800">
          <span>{t('calls.downloadFailed')}</span>
          <button type="button" onClick={retry} disabled={retrying}
            className="inline-flex items-center gap-1 rounded border border-amber-300 bg-white px-2 py-0.5 text-xs font-medium hover:bg-amber-100 disabled:opacity-50">
            <RotateCw className={`size-3 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
            {t('calls.retry')}
          </button>
        </div>
      )}
      {view.kind === 'notConnected' && <p className="text-slate-500">{t('calls.notConnected')}</p>}
      {view.kind === 'generating' && <p className="text-slate-500">{t('calls.generating')}</p>}
    </div>
  );
}
