import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { Button } from '../components/Button';
import { useSession } from '../stores/session';
import { AuthLayout } from './AuthLayout';

export function ExpiredPage() {
  const { t } = useTranslation();
  async function signOut() {
    await api.logout().catch(() => {});
    useSession.getState().signedOut();
  }
  return (
    <AuthLayout>
      <div className="space-y-4 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600"><Clock className="size-6" aria-hidden /></div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('expired.title')}</h1>
        <p className="text-sm text-slate-500">{t('expired.body')}</p>
        <Button onClick={signOut}>{t('common.signOut')}</Button>
      </div>
    </AuthLayout>
  );
}
