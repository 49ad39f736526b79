import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The header's link to the activity of the records the user follows (#feed). */
export function FeedHeaderLink() {
  const { t } = useTranslation();
  return (
    <a href="#feed" aria-label={t('feed.headerLink')} title={t('feed.myFeed')} className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"><Activity className="size-5" aria-hidden /></a>
  );
}
