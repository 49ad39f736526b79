// The e-mail composer, the page float 'email' (spec 001 §4 "E-mail composer"): to, with cc
// and bcc sections that toggle (hiding one clears it); a template select, system and personal
// templates of the chosen type, that fills subject and content for the record the mail is
// about and brings the template's attachments (clearing the ones before); the rich-text
// editor; attachments uploaded and checked against the tenant's total limit, or ticked among
// the files of the candidates the mail is about (a template with attach_resume brings the
// current CV itself when none is ticked); the signature that the server appends; Send. The
// server checks everything again.
import { Send } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailApi, type EmailTemplateSets } from '../api/emailEndpoints';
import type { FileInfo, Lang } from '../api/types';
import type { RecordFile } from '../resume/cvs';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { SlideOver } from '../components/SlideOver';
import { usePageFloat, type FloatData } from '../stores/pageFloat';
import { useSession } from '../stores/session';
import { useModel } from '../stores/useModel';
import { useUserConfig } from '../stores/userConfig';
import { optionLabel } from '../widgets/display/options';
import { inputClass } from '../widgets/input/types';
import { maxAddresses } from './address';
import { followMail } from './followMail';
import { AttachmentsField } from './AttachmentsField';
import { AddressInput } from './AddressInput';
import { aboutLinks, recordAddresses } from './about';
import { CandidateFiles } from './CandidateFiles';
import { SubjectAndContent, TemplateSelect } from './MailFields';
import { cvHolders, holdersFiles, mailContext } from './mailContext';
import type { AboutRecord } from './emailActions';

/** What opens the composer: the record the mail is about (its addresses fill To) and who
 * else it goes to; from the header's e-mail list it opens empty. */
export interface ComposerData {
  about?: AboutRecord;
  to?: string[];
  /** Files the mail starts with (a calendar invitation's .ics). */
  files?: FileInfo[];
  /** The template type the composer starts on (interview for an invitation). */
  templateType?: string;
  /** More records the mail is about, by the mail's link names (the invited contact). */
  links?: Record<string, number>;
  onSent?(id: number): void;
}

const SIGNATURE_KEY = 'emailSignature';

/** The links given that the mail model has. */
function linksOf(fields: { name: string; type: string }[] | undefined, given: Record<string, number> | undefined): Record<string, number> {
  if (!fields || !given) return {};
  return Object.fromEntries(Object.entries(given).filter(([k]) => fields.some((f) => f.name === k && f.type === 'foreignkey')));
}

/** The templates written in language, and those for any language; every one when no language is chosen. */
export function inLanguage(sets: EmailTemplateSets, language: string | undefined): EmailTemplateSets {
  if (!language) return sets;
  const keep = (l: { language?: string }) => !l.language || l.language === language;
  return { ...sets, system: sets.system.filter(keep), user: sets.user.filter(keep) };
}

export default function EmailComposer({ data, closing }: { data: FloatData; closing: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const uid = useId();
  const open = data as ComposerData;
  const { meta } = useModel('email');
  const { meta: aboutMeta } = useModel(open.about?.model ?? 'email', '', open.about !== undefined);
  const links = { ...aboutLinks(meta?.fields, open.about), ...linksOf(meta?.fields, open.links) };
  const config = useSession((s) => s.config);
  const max = maxAddresses(config?.clientType);
  const signature = useUserConfig((s) => s.values[SIGNATURE_KEY]);
  const loadConfig = useUserConfig((s) => s.load);
  const types = meta?.fields.find((f) => f.name === 'template_type')?.options ?? [];

  const [to, setTo] = useState<string[]>(open.to ?? []);
  const [cc, setCc] = useState<string[] | undefined>();
  const [bcc, setBcc] = useState<string[] | undefined>();
  const [type, setType] = useState(open.templateType ?? '');
  const [sets, setSets] = useState<EmailTemplateSets>({ system: [], user: [] });
  // The language written in: the recipient's, as the server works it out, until the user picks one.
  const [language, setLanguage] = useState<string | undefined>();
  const languages = useModel('emailtemplate').meta?.fields.find((f) => f.name === 'language')?.options ?? [];
  const [template, setTemplate] = useState('');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState<string | undefined>();
  const [editorKey, setEditorKey] = useState(0);
  const [files, setFiles] = useState<FileInfo[]>(open.files ?? []);
  const [candidateFiles, setCandidateFiles] = useState<RecordFile[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => { void loadConfig(); }, [loadConfig]);
  // To starts with the record's first address once its fields are known.
  useEffect(() => {
    if (!open.about || !aboutMeta) return;
    const found = recordAddresses(aboutMeta.fields, open.about.record);
    if (found.length) setTo((cur) => (cur.length ? cur : [found[0]]));
  }, [aboutMeta]); // eslint-disable-line react-hooks/exhaustive-deps
  // The files of the candidates the mail is about, once the mail's links are known.
  const linkKey = JSON.stringify(links);
  useEffect(() => {
    if (!meta) return;
    let stale = false;
    mailContext(meta.fields, links, lang).then((c) => holdersFiles(cvHolders(c.records))).then((f) => { if (!stale) setCandidateFiles(f); }, () => {});
    return () => { stale = true; };
  }, [meta, linkKey, lang]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    let stale = false;
    emailApi.templates(type, links).then((s) => {
      if (stale) return;
      setSets(s);
      setLanguage((cur) => cur ?? s.language ?? lang);
    }, () => { if (!stale) setSets({ system: [], user: [] }); });
    return () => { stale = true; };
  }, [type, linkKey]); // eslint-disable-line react-hooks/exhaustive-deps
  // The templates in the language written in (and those for any language).
  const offered = useMemo(() => inLanguage(sets, language), [sets, language]);
  // Opened on a type (an invitation) with one template in the recipient's language: it is taken.
  const [autoPicked, setAutoPicked] = useState(false);
  useEffect(() => {
    const only = [...offered.system, ...offered.user];
    if (!open.templateType || autoPicked || language === undefined || only.length !== 1) return;
    setAutoPicked(true);
    void choose(String(only[0].id), true);
  }, [offered, language]); // eslint-disable-line react-hooks/exhaustive-deps

  const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
  const close = () => { usePageFloat.getState().close(); };

  async function choose(id: string, keepFiles = false) {
    setTemplate(id);
    setError('');
    if (!id) return;
    try {
      const filled = await emailApi.choose(Number(id), links);
      setSubject(filled.title);
      setContent(filled.content);
      setEditorKey((k) => k + 1); // the editor takes a new document
      // A template brings its own attachments instead of the ones before (the files the
      // composer was opened with, an invitation, stay).
      setFiles([...(keepFiles || open.files ? open.files ?? [] : []), ...(filled.attachments ?? [])]);
    } catch (e) { fail(e); }
  }

  async function send() {
    if (!to.length) { setError(t('email.toRequired')); return; }
    if (!subject.trim()) { setError(t('email.subjectRequired')); return; }
    setBusy(true);
    setError('');
    try {
      const sent = await emailApi.send({
        ...links, to, cc: cc ?? [], bcc: bcc ?? [], subject, content: content ?? '',
        attachment: files.map((f) => f.id).join(','), template_type: type || undefined, template: template ? Number(template) : undefined,
      });
      followMail(sent);
      open.onSent?.(sent.id);
      usePageFloat.getState().close(true);
    } catch (e) { fail(e); } finally { setBusy(false); }
  }

  const toggle = (shown: string[] | undefined, set: (v: string[] | undefined) => void, label: string) => (
    <button type="button" className="text-xs font-medium text-brand-700 hover:underline" aria-pressed={shown !== undefined}
      onClick={() => set(shown === undefined ? [] : undefined)}>{label}</button>
  );
  const footer = (
    <div className="flex justify-end gap-2">
      <Button onClick={close}>{t('common.cancel')}</Button>
      <Button variant="primary" onClick={() => void send()} disabled={busy}><Send className="size-4" aria-hidden />{t('email.send')}</Button>
    </div>
  );
  return (
    <SlideOver title={t('email.compose')} onRequestClose={close} closing={closing} footer={footer}>
      <form className="flex flex-col gap-4" onSubmit={(e) => { e.preventDefault(); void send(); }} aria-label={t('email.compose')}>
        {error && <Alert tone="error">{error}</Alert>}
        <AddressInput id={`${uid}-to`} label={t('email.to')} tags={to} onChange={setTo} max={max}
          action={<span className="flex gap-3">{toggle(cc, setCc, t('email.cc'))}{toggle(bcc, setBcc, t('email.bcc'))}</span>} />
        {cc !== undefined && <AddressInput id={`${uid}-cc`} label={t('email.cc')} tags={cc} onChange={setCc} max={max} />}
        {bcc !== undefined && <AddressInput id={`${uid}-bcc`} label={t('email.bcc')} tags={bcc} onChange={setBcc} max={max} />}
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${uid}-type`} className="mb-1 block text-sm font-medium text-slate-700">{t('email.templateType')}</label>
            <select id={`${uid}-type`} className={inputClass(false)} value={type} onChange={(e) => { setType(e.target.value); setTemplate(''); }}>
              <option value="">{t('email.allTypes')}</option>
              {types.map((o) => <option key={o.code} value={o.code}>{optionLabel(o, lang)}</option>)}
            </select>
          </div>
          <TemplateSelect id={`${uid}-template`} sets={offered} value={template} onChange={(id) => void choose(id)} />
        </div>
        {languages.length > 0 && (
          <div className="max-w-xs">
            <label htmlFor={`${uid}-language`} className="mb-1 block text-sm font-medium text-slate-700">{t('email.language')}</label>
            <select id={`${uid}-language`} className={inputClass(false)} value={language ?? ''} onChange={(e) => { setLanguage(e.target.value); setTemplate(''); }}>
              <option value="">{t('email.anyLanguage')}</option>
              {languages.map((o) => <option key={o.code} value={o.code}>{optionLabel(o, lang)}</option>)}
            </select>
          </div>
        )}
        {open.files?.some((f) => f.ext === 'ics') && <p className="text-sm text-slate-600">{t('email.invitationAttached')}</p>}
        <SubjectAndContent id={uid} subject={subject} onSubject={setSubject} content={content} onContent={setContent} editorKey={editorKey} />
        {typeof signature === 'string' && signature !== '' && (
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600" aria-label={t('email.signature')}>
            <p className="mb-1 text-xs font-medium text-slate-500">{t('email.signature')}</p>
            {/* Sanitised by the server when it was saved (emailSignature). */}
            <div dangerouslySetInnerHTML={{ __html: signature }} />
          </div>
        )}
        <CandidateFiles available={candidateFiles} files={files} onChange={setFiles} />
        {[...offered.system, ...offered.user].find((s) => String(s.id) === template)?.attach_resume && !files.some((f) => candidateFiles.some((c) => c.id === f.id)) && (
          <p className="text-sm text-slate-600">{t('email.cvAttachedByTemplate')}</p>
        )}
        <AttachmentsField files={files} onChange={setFiles} onError={setError} />
      </form>
    </SlideOver>
  );
}
