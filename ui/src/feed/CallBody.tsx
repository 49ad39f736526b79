import { PhoneIncoming, PhoneOutgoing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DataRecord } from '../api/types';

/** HH:mm:ss (spec 000 §9). */
export function duration(seconds: unknown): string {
  const s = Math.max(0, Math.floor(Number(seconds) || 0));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

// The slot for a telephone call: the calls branch brings TelephoneCallCell (recording, parties);
// until it lands a call shows its direction and duration.
export function CallBody({ call }: { call: DataRecord }) {
  const { t } = useTranslation();
  const incoming = call.direction === 'in' || call.direction === 'incoming' || call.direction === 1;
  const Icon = incoming ? PhoneIncoming : PhoneOutgoing;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <Icon className="size-4 text-slate-400" aria-hidden />{t(incoming ? 'feed.incoming' : 'feed.outgoing')}
      <span className="text-slate-400">·</span><span>{t('feed.duration')} <span className="tabular-nums">{duration(call.duration)}</span></span>
    </p>
  );
}
