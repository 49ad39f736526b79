// One resume of the search as a card: who, what and where at a glance; the whole card opens
// the resume in the slide panel.
import { Briefcase, GraduationCap, MapPin, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../api/types';
import { Avatar } from '../../components/Avatar';
import { formatDate } from '../../i18n/format';
import '../messages';
import type { ResumeCard } from '../types';

export function ResumeCardView({ card, onOpen }: { card: ResumeCard; onOpen(): void }) {
  const { t, i18n } = useTranslation();
  const years = card.years === null || card.years === undefined || card.years === '' ? null : Number(card.years);
  const facts = [
    card.city && { icon: MapPin, text: card.city },
    years !== null && !Number.isNaN(years) && { icon: Briefcase, text: t('hunterboard.search.years', { count: years }) },
    card.education && { icon: GraduationCap, text: card.education },
    card.salary && { icon: Wallet, text: card.salary },
  ].filter(Boolean) as Array<{ icon: typeof MapPin; text: string }>;
  return (
    <li>
      <button type="button" onClick={onOpen} aria-label={t('hunterboard.search.openResume', { name: card.name })} data-testid="hunterboard-card"
        className="flex h-full w-full gap-3 rounded-xl bg-white p-4 text-left shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600">
        {card.avatar_url ? <img src={card.avatar_url} alt="" className="size-11 shrink-0 rounded-full object-cover ring-1 ring-slate-200" /> : <Avatar name={card.name} size="md" />}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">{card.name}</p>
          {(card.title || card.company) && <p className="truncate text-sm text-slate-600">{[card.title, card.company].filter(Boolean).join(' · ')}</p>}
          {facts.length > 0 && (
            <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
              {facts.map((f) => <span key={f.text} className="inline-flex items-center gap-1"><f.icon className="size-3.5" aria-hidden />{f.text}</span>)}
            </p>
          )}
          {card.updated_at && <p className="mt-1 text-xs text-slate-400">{t('hunterboard.search.updated', { date: formatDate(card.updated_at, i18n.language as Lang) })}</p>}
        </div>
      </button>
    </li>
  );
}
