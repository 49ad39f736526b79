import { Crosshair } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { DataRecord, Lang } from '../api/types';
import { formatDate } from '../i18n/format';
import { idOf } from '../widgets/display/types';
import { huntingChannel } from './hunting';

/** The hunter's link to their hunting company (user.huntingcompany). */
export const COMPANY_FIELD = 'huntingcompany';

/** Hunting companies by hunter, read once per page: many cards share a hunter. */
const companies = new Map<string, Promise<DataRecord | undefined>>();
function companyOf(userModel: string, hunterId: number): Promise<DataRecord | undefined> {
  const key = `${userModel}:${hunterId}`;
  let p = companies.get(key);
  if (!p) {
    p = api.record(userModel, hunterId, [COMPANY_FIELD]).then(async (u) => {
      const company = idOf(u[COMPANY_FIELD]);
      const target = (u[COMPANY_FIELD] as { model?: string } | null)?.model ?? COMPANY_FIELD;
      return company === undefined ? undefined : api.record(target, company);
    });
    p.catch(() => companies.delete(key));
    companies.set(key, p);
  }
  return p;
}

/** The hunter's name; hovering or focusing it shows the hunting channel (spec 000 §2, §4):
 * company, charge percent, valid period, and until when the recommendation is valid. */
export function HuntingTooltip({ hunter, shortlistDate, userModel = 'user', badge = false, now = () => new Date() }: {
  hunter: unknown; shortlistDate: unknown; userModel?: string; badge?: boolean; now?: () => Date;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const [company, setCompany] = useState<DataRecord | null>();
  const hunterId = idOf(hunter);
  function show() {
    setOpen(true);
    if (company !== undefined || hunterId === undefined) return;
    companyOf(userModel, hunterId).then((c) => setCompany(c ?? null), () => setCompany(null));
  }
  const c = huntingChannel(hunter, company ?? undefined, shortlistDate, now());
  return (
    <span className="relative inline-flex" onMouseEnter={show} onMouseLeave={() => setOpen(false)}>
      <button type="button" aria-describedby={open ? tipId : undefined} onFocus={show} onBlur={() => setOpen(false)} data-hunting-channel
        className={badge ? 'inline-flex max-w-full items-center gap-1 whitespace-nowrap rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-inset ring-amber-200'
          : 'inline-flex items-center gap-1 text-brand-700 hover:underline'}>
        <Crosshair className="size-3 shrink-0" aria-hidden /><span className="truncate">{c.hunter}</span>
      </button>
      {open && (
        <span role="tooltip" id={tipId} className="absolute left-0 top-full z-30 mt-1 w-64 rounded-lg bg-white p-3 text-left text-xs text-slate-700 shadow-lg ring-1 ring-slate-200">
          <span className="mb-1.5 block font-semibold text-slate-900">{t('pipeline.hunter.title')}</span>
          <Row label={t('pipeline.hunter.name')} value={c.hunter} />
          {company === undefined ? <span className="block text-slate-400">{t('common.loading')}</span> : !company ? (
            <span className="block text-slate-500">{t('pipeline.hunter.noCompany')}</span>
          ) : (<>
            <Row label={t('pipeline.hunter.company')} value={c.company ?? '—'} />
            <Row label={t('pipeline.hunter.charge')} value={c.chargePercent === undefined ? '—' : `${c.chargePercent}%`} />
            <Row label={t('pipeline.hunter.validPeriod')} value={c.validPeriod === undefined ? '—' : t('pipeline.hunter.days', { count: c.validPeriod })} />
            <Row label={t('pipeline.hunter.validUntil')} value={c.validUntil ? formatDate(c.validUntil.toISOString(), lang) : '—'} />
            <span className={`mt-1.5 inline-block rounded-full px-2 py-0.5 font-medium ${c.valid === undefined ? 'bg-slate-100 text-slate-600' : c.valid ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700'}`}>
              {c.valid === undefined ? t('pipeline.hunter.unknown') : c.valid ? t('pipeline.hunter.valid') : t('pipeline.hunter.invalid')}
            </span>
          </>)}
        </span>
      )}
    </span>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return <span className="flex justify-between gap-3 py-0.5"><span className="text-slate-500">{label}</span><span className="text-right font-medium">{value}</span></span>;
}
