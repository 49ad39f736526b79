// The mail a move to a stage may send (issue 16, CV Sent): in the stage's move dialog, the
// client's contacts in To (the contacts chosen on the stage record, else the job's contact,
// else the client's contacts), the template that attaches CVs filled for the candidate and
// the job, the candidate's current CV ticked (another of the candidate's files may be chosen
// instead, e.g. the agency version), subject and body editable. The dialog moves first and
// sends only once the move is made, linking the stage record (sendStageMail); unticked, the
// move sends nothing. It starts ticked when the candidate has a CV.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailApi, type EmailTemplateSets, type EmailValue, type SentMail } from '../api/emailEndpoints';
import type { DataRecord, FieldMeta, FileInfo } from '../api/types';
import { resumesField, type RecordFile } from '../resume/cvs';
import { useSession } from '../stores/session';
import { useModel } from '../stores/useModel';
import { aboutLinks } from './about';
import { maxAddresses } from './address';
import { AddressInput } from './AddressInput';
import { CandidateFiles } from './CandidateFiles';
import { SubjectAndContent, TemplateSelect } from './MailFields';
import { contactAddresses, contactsOf, cvHolders, holdersFiles, type LinkedRecord, mailContext } from './mailContext';
import { cvTemplate, linkIds, stageMailLink, withAddresses } from './stageMail';

/** The mail to send once the move is made: the mail's link to the stage record, the mail,
 * and why it cannot go yet (no recipient, no subject). */
export interface StageMailDraft { link: string; value: EmailValue; invalid?: string }

/** The mail's link to records of stageModel: a stage the mail links offers the mail. */
export function useStageMailLink(stageModel: string | undefined): string | undefined {
  const { meta } = useModel('email', '', stageModel !== undefined);
  return stageModel ? stageMailLink(meta?.fields, stageModel) : undefined;
}

/** Sends the drafted mail, linked to the stage record the move made. */
export function sendStageMail(draft: StageMailDraft, stageId: number): Promise<SentMail> {
  return emailApi.send({ ...draft.value, [draft.link]: stageId });
}

export function StageMail({ link, model, record, stageFields, formData, onChange }: {
  link: string; model: string; record: DataRecord; stageFields: FieldMeta[]; formData: Record<string, unknown> | undefined;
  onChange(draft: StageMailDraft | undefined): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const uid = useId();
  const { meta } = useModel('email');
  const max = maxAddresses(useSession((s) => s.config)?.clientType);
  const [send, setSend] = useState(false);
  const [context, setContext] = useState<{ links: Record<string, number>; records: LinkedRecord[] }>();
  const [available, setAvailable] = useState<RecordFile[]>([]);
  const [to, setTo] = useState<string[]>([]);
  const [sets, setSets] = useState<EmailTemplateSets>({ system: [], user: [] });
  const [template, setTemplate] = useState('');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState<string>();
  const [editorKey, setEditorKey] = useState(0);
  const [files, setFiles] = useState<FileInfo[]>([]);
  const [error, setError] = useState('');
  // The people the mail goes to: the stage's link to many records other than users (CV Sent's contacts).
  const contactField = stageFields.find((f) => f.type === 'foreignkey' && f.multiple && f.to && f.to !== 'user');
  const chosen = linkIds(formData?.[contactField?.name ?? '']);
  const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));

  // What the mail is about, the candidate's files (the current CV ticked) and the templates.
  useEffect(() => {
    if (!meta) return;
    let stale = false;
    void (async () => {
      try {
        const ctx = await mailContext(meta.fields, aboutLinks(meta.fields, { model, id: record.id, record }), lang);
        const [found, templates] = await Promise.all([holdersFiles(cvHolders(ctx.records)), emailApi.templates('')]);
        if (stale) return;
        setContext(ctx);
        setAvailable(found);
        setSets(templates);
        const cv = found.find((f) => f.field === resumesField);
        setFiles(cv ? [cv] : []);
        // Offered ticked when there is a CV to send; without one the move alone is the usual.
        setSend(cv !== undefined);
        const tpl = cvTemplate(templates, lang);
        if (tpl) {
          const filled = await emailApi.choose(tpl.id, ctx.links);
          if (stale) return;
          setTemplate(String(tpl.id));
          setSubject(filled.title);
          setContent(filled.content);
          setEditorKey((k) => k + 1);
        }
      } catch (e) { if (!stale) fail(e); }
    })();
    return () => { stale = true; };
  }, [meta, model, record.id]); // eslint-disable-line react-hooks/exhaustive-deps

  // To: the contacts chosen on the stage record, else the job's or the client's.
  const chosenKey = chosen.join(',');
  useEffect(() => {
    if (!context || !contactField?.to || !meta) return;
    let stale = false;
    const ids = chosen.length ? Promise.resolve(chosen) : contactsOf(contactField.to, context.records, meta.fields, context.links, lang);
    ids.then((list) => contactAddresses(contactField.to!, list, lang)).then((found) => { if (!stale) setTo((cur) => withAddresses(cur, found)); }, () => {});
    return () => { stale = true; };
  }, [context, chosenKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const chosenTemplate = [...sets.system, ...sets.user].find((s) => String(s.id) === template);
  useEffect(() => {
    if (!send || !context) { onChange(undefined); return; }
    const invalid = !to.length ? t('email.toRequired') : !subject.trim() ? t('email.subjectRequired') : undefined;
    onChange({ link, invalid, value: {
      ...context.links, to, cc: [], bcc: [], subject, content: content ?? '', attachment: files.map((f) => f.id).join(','),
      template: chosenTemplate?.id, template_type: chosenTemplate?.type,
    } });
  }, [send, context, to, subject, content, files, chosenTemplate, link]); // eslint-disable-line react-hooks/exhaustive-deps

  async function choose(id: string) {
    setTemplate(id);
    if (!id || !context) return;
    try {
      const filled = await emailApi.choose(Number(id), context.links);
      setSubject(filled.title);
      setContent(filled.content);
      setEditorKey((k) => k + 1);
      // The template's own files join the chosen CV.
      setFiles((cur) => [...cur, ...(filled.attachments ?? []).filter((f) => !cur.some((c) => c.id === f.id))]);
    } catch (e) { fail(e); }
  }

  return (
    <section className="mt-6 space-y-3 border-t border-slate-200 pt-4" aria-label={t('email.stageMail.title')}>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" checked={send} onChange={(e) => setSend(e.target.checked)} />
        {t('email.stageMail.offer')}
      </label>
      {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
      {send && (
        <>
          <AddressInput id={`${uid}-to`} label={t('email.to')} tags={to} onChange={setTo} max={max} />
          <TemplateSelect id={`${uid}-template`} sets={sets} value={template} onChange={(id) => void choose(id)} />
          <SubjectAndContent id={uid} subject={subject} onSubject={setSubject} content={content} onContent={setContent} editorKey={editorKey} />
          <CandidateFiles available={available} files={files} onChange={setFiles} />
          {!available.length && context && <p className="text-sm text-slate-500">{t('email.stageMail.noCV')}</p>}
        </>
      )}
    </section>
  );
}
