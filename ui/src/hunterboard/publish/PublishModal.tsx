// Publish to Hunter Board (spec 002 §2, add-on B; the job's Publish dropdown, order 20): a large modal with the form of
// GET /rest/hunterboard/publish_form in its five numbered sections (company basics, job and
// pay, requirements, private notes, publish channel), one widget per field type. Nothing is
// marked before the first Publish; from then on every change checks again. Publish is off
// unless the server's can_submit allows it, and while sending. The server's `errors` show
// under their fields; success closes the modal with an alert and the job's Publications tab
// shows the record.
import { Building2, ExternalLink, Lock, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import type { DataRecord, Lang } from '../../api/types';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { useToasts } from '../../components/Toasts';
import { formatDate } from '../../i18n/format';
import { formatRoute } from '../../router/hash';
import { recordsChanged } from '../../stores/recordsChanged';
import { hunterApi } from '../api';
import type { PublishDialogProps } from '../board';
import { NotBound } from '../bind/NotBound';
import { noteNotBound, useBinding } from '../bind/binding';
import '../messages';
import type { FieldMeta, FormSection, FormValues, PublishForm } from '../types';
import { FieldInput } from './FieldInput';
import { requiredErrors, serverErrors } from './validate';


/** jobboard's Publish dropdown draws this while its Hunter Board entry is chosen. */
export default function PublishModal({ job, onClose }: PublishDialogProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => { ref.current?.showModal(); }, []);
  const bindState = useBinding((s) => s.state);
  const loadBinding = useBinding((s) => s.load);
  const [form, setForm] = useState<PublishForm | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  // Typed values are not thrown away by a stray Escape or close: the user is asked first.
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const requestClose = () => { if (dirty.current) setAsking(true); else onClose(); };

  const load = useCallback(async () => {
    setFailed(null);
    setForm(null);
    void loadBinding();
    try {
      setForm(await hunterApi.publishForm(job.id));
    } catch (e) {
      if (!noteNotBound(e)) setFailed(e);
    }
  }, [job.id, loadBinding]);
  useEffect(() => { void load(); }, [load]);

  const title = t('hunterboard.publish.title', { job: String(job.jobTitle ?? job.__name__ ?? `#${job.id}`) });
  let body;
  if (bindState === 'unbound') body = <NotBound onBound={() => void load()} />;
  else if (failed) body = <ErrorState error={failed} onRetry={() => void load()} />;
  else if (!form) body = <div className="flex flex-1 items-center justify-center py-24" aria-busy="true"><Spinner className="size-8" /></div>;
  else body = <PublishFormBody key={String(job.id)} job={job} form={form} lang={i18n.language as Lang} onDone={onClose} onCancel={requestClose} onDirty={() => { dirty.current = true; }} />;

  return (
    <dialog ref={ref} onCancel={(e) => { e.preventDefault(); if (e.target === e.currentTarget) requestClose(); }} aria-label={title}
      className={`m-auto w-full max-w-none flex-col rounded-none p-0 shadow-2xl backdrop:bg-slate-900/40 sm:max-w-5xl sm:rounded-xl open:flex ${bindState === 'unbound' || failed ? 'max-h-full sm:h-auto' : 'h-full max-h-full sm:h-[90vh]'}`}>
      <div className="flex h-14 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-4 sm:px-6">
        <h2 className="truncate text-base font-semibold text-slate-900">{title}</h2>
        <button type="button" onClick={requestClose} aria-label={t('common.close')} className="rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"><X className="size-5" aria-hidden /></button>
      </div>
      {body}
      {asking && <ConfirmDialog message={t('form.closeCheck')} confirmLabel={t('form.discard')} danger onConfirm={onClose} onCancel={() => setAsking(false)} />}
    </dialog>
  );
}

function PublishFormBody({ job, form, lang, onDone, onCancel, onDirty }: { job: DataRecord; form: PublishForm; lang: Lang; onDone(): void; onCancel(): void; onDirty(): void }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [values, setValues] = useState<FormValues>(() => ({ ...form.values }));
  const [tried, setTried] = useState(false);
  const [fromServer, setFromServer] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);

  const required = t('hunterboard.publish.required');
  const local = useMemo(() => (tried ? requiredErrors(form.sections, values, required) : {}), [tried, form.sections, values, required]);
  const errors = { ...fromServer, ...local };

  function change(name: string, v: unknown) {
    onDirty();
    setValues((old) => ({ ...old, [name]: v }));
    setFromServer((old) => { if (!(name in old)) return old; const next = { ...old }; delete next[name]; return next; });
  }

  function showFirst(names: string[]) {
    const order = form.sections.flatMap((s) => s.fields.map((f) => f.name));
    const first = order.find((n) => names.includes(n));
    const el = first ? marked(scroller.current, 'field', first) : undefined;
    el?.scrollIntoView?.({ block: 'center' });
    el?.querySelector<HTMLElement>('input,select,textarea,button')?.focus({ preventScroll: true });
  }

  async function submit() {
    if (!form.can_submit || sending) return;
    setTried(true);
    setMessage('');
    const missing = requiredErrors(form.sections, values, required);
    if (Object.keys(missing).length) {
      setMessage(t('hunterboard.publish.fixErrors'));
      requestAnimationFrame(() => showFirst(Object.keys(missing)));
      return;
    }
    setSending(true);
    try {
      await hunterApi.publish(job.id, values);
      push('success', t('hunterboard.publish.published'));
      recordsChanged(); // the job's Publications tab counts and lists again
      onDone();
    } catch (e) {
      if (noteNotBound(e)) return;
      const fields = e instanceof ApiError ? serverErrors(e.body) : {};
      setFromServer(fields);
      setMessage(Object.keys(fields).length ? t('hunterboard.publish.fixErrors') : e instanceof Error ? e.message : String(e));
      if (Object.keys(fields).length) requestAnimationFrame(() => showFirst(Object.keys(fields)));
    } finally {
      setSending(false);
    }
  }

  const jump = (key: string) => marked(scroller.current, 'section', key)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

  return (
    <form className="flex min-h-0 flex-1 flex-col" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <div className="flex min-h-0 flex-1">
        <nav aria-label={t('hunterboard.board')} className="hidden w-56 shrink-0 border-r border-slate-200 bg-slate-50 p-3 md:block">
          <ol className="space-y-1">
            {form.sections.map((s, i) => {
              const bad = s.fields.some((f) => errors[f.name]);
              return (
                <li key={s.key}>
                  <button type="button" onClick={() => jump(s.key)} className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left text-sm text-slate-700 hover:bg-white">
                    <span className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${bad ? 'bg-red-100 text-red-700' : 'bg-brand-100 text-brand-700'}`}>{i + 1}</span>
                    <span className="truncate">{plainTitle(s.title)}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <div ref={scroller} className="min-w-0 flex-1 space-y-8 overflow-y-auto px-4 py-5 sm:px-6">
          {form.publication && <PublishedBefore publication={form.publication} lang={lang} />}
          {form.sections.map((s, i) => (
            <Section key={s.key} n={i + 1} section={s} form={form} values={values} errors={errors} onChange={change} />
          ))}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
        <div className="mr-auto min-w-0 text-sm">
          {!form.can_submit ? <span className="text-slate-500">{t('hunterboard.publish.cannotSubmit')}</span>
            : message ? <span role="alert" className="font-medium text-red-600">{message}</span> : null}
        </div>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={!form.can_submit || sending}>
          {sending ? <><Spinner className="size-4 text-white" />{t('hunterboard.publish.sending')}</> : t('hunterboard.publish.submit')}
        </Button>
      </div>
    </form>
  );
}

function Section({ n, section, form, values, errors, onChange }: {
  n: number; section: FormSection; form: PublishForm; values: FormValues; errors: Record<string, string>; onChange(name: string, v: unknown): void;
}) {
  const { t } = useTranslation();
  const headingId = `hb-section-${section.key}`;
  return (
    <section data-section={section.key} aria-labelledby={headingId} className="scroll-mt-4">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm text-white" aria-hidden>{n}</span>
        <span><span className="sr-only">{n}. </span>{plainTitle(section.title)}</span>
      </h3>
      {section.help && section.key !== 'company' && section.key !== 'private' && <p className="mt-1 text-sm text-slate-500">{section.help}</p>}
      {section.key === 'company' && (
        <div className="mt-3 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600 ring-1 ring-slate-200">
          <Building2 className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
          <div>
            {form.client
              ? <a href={formatRoute('client', 'detail', { id: form.client.id })} className="font-medium text-brand-700 hover:underline">{t('hunterboard.publish.clientLink', { name: form.client.name })}</a>
              : <span>{t('hunterboard.publish.noClient')}</span>}
            <p>{section.help || t('hunterboard.publish.companySaved')}</p>
          </div>
        </div>
      )}
      {section.key === 'private' && (
        <div className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-800 ring-1 ring-amber-200">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{section.help || t('hunterboard.publish.privateNote')}</p>
        </div>
      )}
      <div className="mt-4 grid gap-x-5 gap-y-4 sm:grid-cols-2">
        {section.fields.map((f) => (
          <FieldInput key={f.name} field={withHelp(f, t('hunterboard.publish.isPublishHelp'))} value={values[f.name]} error={errors[f.name]} onChange={(v) => onChange(f.name, v)} />
        ))}
      </div>
    </section>
  );
}

/** A section's title without the number the server may put before it (the form draws its own). */
export function plainTitle(title: string): string {
  return title.replace(/^\s*\d+\s*[.、．]\s*/, '');
}

/** The element under root whose data-{kind} is name (names are the server's: not put in a selector). */
function marked(root: HTMLElement | null, kind: 'field' | 'section', name: string): HTMLElement | undefined {
  return Array.from(root?.querySelectorAll<HTMLElement>(`[data-${kind}]`) ?? []).find((el) => el.dataset[kind] === name);
}

/** isPublish says what not publishing means (spec 002 §2) even when the server sends no help. */
function withHelp(f: FieldMeta, isPublishHelp: string): FieldMeta {
  return f.name === 'isPublish' && !f.helpText ? { ...f, helpText: isPublishHelp } : f;
}

function PublishedBefore({ publication, lang }: { publication: NonNullable<PublishForm['publication']>; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success">
      {t('hunterboard.publish.republish', { date: publication.publishedAt ? formatDate(publication.publishedAt, lang) : '—' })}
      {publication.url && <> <a href={publication.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium underline">{t('hunterboard.publish.openOnBoard')}<ExternalLink className="size-3.5" aria-hidden /></a></>}
    </Alert>
  );
}
