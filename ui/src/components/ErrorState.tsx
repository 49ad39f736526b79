import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors';
import { Button } from './Button';

/** A failed load: the server's refusal as is, or a retry for lost connections and 5xx. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const e = error instanceof ApiError ? error : new ApiError('network', String(error));
  const message = e.kind === 'network' ? t('common.networkError') : e.kind === 'server' ? t('common.serverError') : e.message;
  return (
    <div data-testid="error-state" className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <WifiOff className="size-6" aria-hidden />
      </div>
      <p role="alert" className="max-w-md text-sm text-slate-600">{message}</p>
      {onRetry && e.kind !== 'refused' && (
        <Button onClick={onRetry}><RefreshCw className="size-4" aria-hidden />{t('common.retry')}</Button>
      )}
    </div>
  );
}
