import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { startBind } from './binding';
import './i18n';

/** In place of the add-on's screens while no account is bound: why, and the way to bind. */
export function BindPrompt() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto mt-16 max-w-md rounded-xl bg-white p-8 text-center ring-1 ring-slate-200" data-testid="liepin-not-bound">
      <p className="text-base font-semibold text-slate-800">{t('liepin.notBound')}</p>
      <p className="mt-1 text-sm text-slate-500">{t('liepin.notBoundHint')}</p>
      <Button variant="primary" className="mt-5" onClick={() => void startBind()}><Link2 className="size-4" aria-hidden />{t('liepin.bind')}</Button>
    </div>
  );
}
