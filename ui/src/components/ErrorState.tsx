import { CircleAlert, Lock, RefreshCw, ServerCrash, WifiOff, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError, type ApiErrorKind } from '../api/errors';
import { Button } from './Button';

/** Each kind of failure its own picture: only a lost connection is drawn as offline, so a
 * refusal (any 4xx: a filter the server cannot read, a record one may not open) never reads
 * as a network failure. */
const ICONS: Record<ApiErrorKind, LucideIcon> = { network: WifiOff, server: ServerCrash, refused: CircleAlert, unauthorized: Lock };

/** A failed load: the server's refusal as is, or a retry for lost connections and 5xx. An
 * error that is no ApiError is a fault in the app, not the network: said as the server's. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const e = error instanceof ApiError ? error : new ApiError('server', String(error));
  const message = e.kind === 'network' ? t('common.networkError') : e.kind === 'server' ? t('common.serverError') : e.message;
  const Icon = ICONS[e.kind];
  const refused = e.kind === 'refused' || e.kind === 'unauthorized';
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-center" data-error-kind={e.kind}>
      <div className={`flex size-12 items-center justify-center rounded-full ${refused ? 'bg-amber-50 text-amber-600' : 'bg-red-50 text-red-600'}`}>
        <Icon className="size-6" aria-hidden />
      </div>
      <p role="alert" className="max-w-md text-sm text-slate-600">{message}</p>
      {onRetry && e.kind !== 'refused' && (
        <Button onClick={onRetry}><RefreshCw className="size-4" aria-hidden />{t('common.retry')}</Button>
      )}
    </div>
  );
}
