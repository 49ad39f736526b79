import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeApi, type NoticeLinks, type Receiver } from './noticeApi';
import { Button } from '../components/Button';
import { useSession } from '../stores/session';
import { SmsComposer, type SmsDraft } from './SmsComposer';
import { NoticeResults, type SentNotice } from './NoticeResults';
import {
  applyAttachResume, autoShowDelay, CHANNELS, initialChannels, toggleChannel, visibleForms, SMS_MAX_CHARS,
  type Channel, type ChannelStates, type ReceiverKind, type TemplateMeta,
} from './noticeRules';

/** One person the widget may notify. */
export interface NoticeTarget { kind: ReceiverKind; model: string; id: number }

interface Section {
  target: NoticeTarget;
  receiver: Receiver;
  channels: ChannelStates;
  email: { subject: string; content: string };
  sms: SmsDraft;
}

const TITLE_KEYS: Record<ReceiverKind, string> = {
  candidate: 'notice.notifyCandidate', client: 'notice.notifyClient', linemanager: 'notice.notifyLinemanager',
};

/**
 * The notify-user widget (spec 001 §2): per person, e-mail / SMS / WeChat checkboxes following
 * the rules of noticeRules.ts, the forms of the ticked channels, and one Send. model is the
 * step that notifies (candidate, clientinterview, onboard, reject ...); links are the records
 * the notices are about (candidate: 12, joborder: 3), kept on each notice and filling the
 * templates' variables. templateType, when given, narrows the templates and reads the type's
 * meta: auto_selected shows the widget by itself after 250 ms, otherwise it opens on demand.
 */
export function NotifyWidget({ model, targets, links, templateType = '', shown: shownAtStart = false, onSent }: {
  model: string; targets: NoticeTarget[]; links: NoticeLinks; templateType?: string; shown?: boolean; onSent?(ids: SentNotice[]): void;
}) {
  const { t } = useTranslation();
  const clientCode = useSession((s) => s.config?.CLIENT_CODE);
  const [shown, setShown] = useState(shownAtStart);
  const [meta, setMeta] = useState<TemplateMeta>();
  const [sections, setSections] = useState<Section[]>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<SentNotice[]>([]);

  useEffect(() => {
    if (!templateType) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    noticeApi.smsTemplateMeta(templateType).then((m) => {
      if (!live) return;
      setMeta(m);
      const delay = autoShowDelay(m);
      if (delay !== null) timer = setTimeout(() => live && setShown(true), delay);
    }, () => {});
    return () => { live = false; if (timer) clearTimeout(timer); };
  }, [templateType]);

  const targetKey = JSON.stringify(targets);
  useEffect(() => {
    let live = true;
    const list = JSON.parse(targetKey) as NoticeTarget[];
    Promise.all(list.map(async (target) => {
      const [receiver] = await noticeApi.receivers(target.model, [target.id]);
      return {
        target, receiver,
        channels: initialChannels({ model, kind: target.kind, clientCode, addresses: receiver }),
        email: { subject: '', content: '' },
        sms: { templateType, content: '' },
      } satisfies Section;
    })).then((s) => live && setSections(s), (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => { live = false; };
  }, [targetKey, model, clientCode, templateType]);

  function update(i: number, patch: Partial<Section>) {
    setSections((all) => all?.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  }
  const missing = (sections ?? []).some((s) => {
    const forms = visibleForms(s.channels);
    return (forms.email && !s.email.subject.trim()) || (forms.sms && (!s.sms.content.trim() || Array.from(s.sms.content).length > SMS_MAX_CHARS));
  });
  const anything = (sections ?? []).some((s) => s.channels.email.checked || s.channels.sms.checked);

  async function send() {
    if (!sections) return;
    setBusy(true);
    setError('');
    const done: SentNotice[] = [];
    try {
      for (const s of sections) {
        const r = s.receiver;
        if (s.channels.sms.checked) {
          const to = r.masked ? { receiver: { model: r.model, id: r.id } } : { mobile: r.mobile };
          for (const id of await noticeApi.sendSms(to, s.sms.content, s.sms.templateType, links)) done.push({ id, channel: 'sms', to: r.mobile, name: r.__name__ });
        }
        // WeChat is always ticked; it goes out with the SMS text to those who have an openid.
        if (s.channels.wechat.checked && r.openid && s.channels.sms.checked) {
          for (const id of await noticeApi.sendWeChat(r.openid, s.sms.content, links)) done.push({ id, channel: 'wechat', to: r.openid, name: r.__name__ });
        }
        if (s.channels.email.checked) {
          const payload = applyAttachResume(meta, { ...links, to: r.email, subject: s.email.subject, content: s.email.content, template_type: templateType, candidate_ids: links.candidate ? [links.candidate] : undefined });
          await noticeApi.sendEmail(payload);
          done.push({ id: 0, channel: 'email', to: r.email, name: r.__name__ });
        }
      }
      // Sent: the drafts are cleared so a second click cannot send the same notices again.
      setSections((all) => all?.map((s) => ({ ...s, email: { subject: '', content: '' }, sms: { ...s.sms, content: '' } })));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      setSent((prev) => [...prev, ...done]);
      if (done.length) onSent?.(done);
    }
  }

  if (!shown) {
    return <Button onClick={() => setShown(true)}>{t('notice.show')}</Button>;
  }
  return (
    <div className="space-y-4">
      {!sections && !error && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {sections?.map((s, i) => {
        const forms = visibleForms(s.channels);
        return (
          <fieldset key={`${s.target.model}:${s.target.id}`} className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t(TITLE_KEYS[s.target.kind])}: {s.receiver.__name__}</legend>
            <div className="flex flex-wrap gap-4">
              {CHANNELS.map((ch) => <ChannelBox key={ch} channel={ch} state={s.channels[ch]} onToggle={() => update(i, { channels: toggleChannel(s.channels, ch) })} />)}
            </div>
            {forms.email && (
              <div className="space-y-2 rounded-lg border border-slate-200 p-3">
                <p className="text-xs text-slate-500">{t('notice.emailTo', { to: s.receiver.email })}</p>
                <label className="block text-sm">
                  <span className="mb-1 block font-medium text-slate-700">{t('notice.subject')} <span className="text-red-600">*</span></span>
                  <input required className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm" value={s.email.subject}
                    onChange={(e) => update(i, { email: { ...s.email, subject: e.target.value } })} />
                </label>
                <label className="block text-sm">
                  <span className="mb-1 block font-medium text-slate-700">{t('notice.emailContent')}</span>
                  <textarea rows={4} className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm" value={s.email.content}
                    onChange={(e) => update(i, { email: { ...s.email, content: e.target.value } })} />
                </label>
              </div>
            )}
            {forms.sms && (
              <>
                <p className="text-xs text-slate-500">{t('notice.smsTo', { to: s.receiver.mobile })}</p>
                <SmsComposer draft={s.sms} onChange={(d) => update(i, { sms: d })} mobile={s.receiver.mobile} links={links} type={templateType} />
              </>
            )}
          </fieldset>
        );
      })}
      {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
      <NoticeResults sent={sent} />
      <div className="flex justify-end">
        <Button variant="primary" disabled={!sections || !anything || missing || busy} onClick={() => void send()}>{busy ? t('notice.sending') : t('notice.send')}</Button>
      </div>
    </div>
  );
}

function ChannelBox({ channel, state, onToggle }: { channel: Channel; state: ChannelStates[Channel]; onToggle(): void }) {
  const { t } = useTranslation();
  const tip = state.tooltip ? t(`notice.${state.tooltip}`) : undefined;
  return (
    <label title={tip} className={`inline-flex items-center gap-1.5 text-sm ${state.muted ? 'text-slate-400' : 'text-slate-800'}`}>
      <input type="checkbox" checked={state.checked} disabled={state.disabled} onChange={onToggle} aria-describedby={undefined} />
      {t(`notice.channel.${channel}`)}
      {tip && <span className="sr-only">({tip})</span>}
    </label>
  );
}
