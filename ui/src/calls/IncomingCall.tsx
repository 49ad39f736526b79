import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Phone, PhoneIncoming, X } from 'lucide-react';
import { get } from '../api/client';
import { formatRoute } from '../router/hash';
import { on } from '../stores/pushEvents';
import { create } from 'zustand';

/** The push 'loop_watch_calling' and GET /rest/telephone/plugins/loop_watch_calling's call. */
export interface IncomingCallData {
  sig: string;
  phone: string;
  model?: string; // the caller record's model, for its link
  candidate: { id: number; __name__: string; avatar?: string | { url?: string } | null } | null;
  busy?: boolean;
}

/** Whether the tenant has proxy calling on (read once per page), for the header's icon. */
export const useProxyCalling = create<{ enabled: boolean; set(enabled: boolean): void }>((set) => ({
  enabled: false,
  set: (enabled) => set({ enabled }),
}));

function avatarUrl(a: IncomingCallData['candidate']): string {
  const v = a?.avatar;
  if (!v) return '';
  return typeof v === 'string' ? v : v.url ?? '';
}

/**
 * The incoming-call pop-up (spec 001 "Proxy call"): a small panel with the caller's record
 * when a 'loop_watch_calling' push arrives, unless the user's line is busy with another
 * call. It does not block the page (a recruiter mid-sentence keeps typing); the page also
 * asks once on load, so a call already ringing shows. Mounted once by the shell.
 */
export function IncomingCallHost() {
  const { t } = useTranslation();
  const [call, setCall] = useState<IncomingCallData | null>(null);
  useEffect(() => {
    let live = true;
    get('/rest/telephone/plugins/loop_watch_calling').then((body) => {
      const data = body.data as { enabled?: boolean; calling?: IncomingCallData | null } | undefined;
      if (!live) return;
      useProxyCalling.getState().set(Boolean(data?.enabled));
      if (data?.enabled && data.calling && !data.calling.busy) setCall(data.calling);
    }).catch(() => {}); // no telephony: nothing rings
    const off = on('loop_watch_calling', (data) => {
      const c = data as IncomingCallData | null;
      if (c && typeof c.sig === 'string' && !c.busy) setCall(c);
    });
    return () => { live = false; off(); };
  }, []);
  if (!call) return null;
  const who = call.candidate;
  const pic = avatarUrl(who);
  const href = who ? '#' + formatRoute(call.model || 'candidate', 'detail', { id: who.id }) : '';
  return (
    <div role="dialog" aria-label={t('calls.incoming')} data-testid="incoming-call"
      className="fixed bottom-6 right-6 z-50 w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-2xl">
      <div className="mb-3 flex items-center justify-between">
        <span className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-700">
          <PhoneIncoming className="size-4 animate-pulse" aria-hidden />{t('calls.incoming')}
        </span>
        <button type="button" onClick={() => setCall(null)} aria-label={t('calls.close')} className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600">
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <div className="flex items-center gap-3">
        {pic
          ? <img src={pic} alt="" className="size-11 rounded-full object-cover" />
          : <span className="flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-700"><Phone className="size-5" aria-hidden /></span>}
        <div className="min-w-0">
          {who
            ? <a href={href} onClick={() => setCall(null)} className="block truncate font-medium text-brand-700 hover:underline">{who.__name__}</a>
            : <p className="text-sm text-slate-500">{t('calls.unknownCaller')}</p>}
          <p className="text-sm tabular-nums text-slate-600">{call.phone}</p>
        </div>
      </div>
    </div>
  );
}

/** The header's proxy-call icon, shown only while the tenant has proxy calling on. */
export function ProxyCallIcon() {
  const { t } = useTranslation();
  const enabled = useProxyCalling((s) => s.enabled);
  if (!enabled) return null;
  return (
    <span title={t('calls.proxyCall')} aria-label={t('calls.proxyCall')} data-testid="proxy-call-icon"
      className="inline-flex size-8 items-center justify-center rounded-full text-emerald-600">
      <Phone className="size-4" aria-hidden />
    </span>
  );
}
