// The header's way to the board's resume search (#hunterboard/resumes); on the phone it sits in
// the menu drawer, named in words there.
import { Contact } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isMobilePath, useHash } from '../router/hash';
import { PAGE_ROUTE } from './search/query';
import './messages';

export function HeaderEntry() {
  const { t } = useTranslation();
  const here = useHash().startsWith('#hunterboard');
  const phone = isMobilePath();
  return (
    <a href={PAGE_ROUTE} aria-label={t('hunterboard.nav')} title={t('hunterboard.nav')} aria-current={here ? 'page' : undefined} data-testid="hunterboard-entry"
      className={`inline-flex items-center gap-2 rounded-lg p-1.5 text-sm ${here ? 'bg-brand-50 text-brand-700' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900'}`}>
      <Contact className="size-5" aria-hidden />
      {phone && <span className="pr-1 font-medium">{t('hunterboard.board')}</span>}
    </a>
  );
}
