// The e-mail calls (spec 001 §7 "Templates and contact", spec 000 §7): sending from records,
// templates and address suggestions (uploads are api.uploadFile). Screens never call fetch themselves.
import { get, post } from './client';
import type { FileInfo } from './types';

/** What the composer sends (spec 001 "E-mail value"), plus the records the mail is about. */
export interface EmailValue {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  content: string;
  /** Uploaded file ids, comma-separated (spec 001 "E-mail value"). */
  attachment: string;
  template_type?: string;
  template?: number;
  [link: string]: unknown;
}

/** One template of the composer's select (spec 001 "Template sets"). */
/** attach_resume: a mail from it carries the current CV of each candidate it names. */
/** language: the language the template is written in ('' for any). */
export interface EmailTemplate { id: number; name: string; title: string; content: string; type: string; attachments?: FileInfo[] | null; attach_resume?: boolean; language?: string }
/** language: the language to write in, the recipient's (issue 17) else the user's. */
export interface EmailTemplateSets { system: EmailTemplate[]; user: EmailTemplate[]; language?: string }
/** What a send answers: the mail's id, and whether a mail server takes it (without one it
 * waits in the outbox, status held). */
export interface SentMail { id: number; mailServer: boolean }
/** A calendar invitation (POST /rest/{model}/{id}/invitation): its .ics file and whom it invites. */
export interface Invitation { file: FileInfo; to: string[]; uid: string; sequence: number }
export interface FilledTemplate { title: string; content: string; attachments?: FileInfo[] | null }
export interface EmailSuggestion { email: string; name: string; model: string; id: number; label: string }

export const emailApi = {
  async send(value: EmailValue): Promise<SentMail> {
    const res = await post('/rest/email/send', value);
    return { id: Number(res.data), mailServer: (res as { mail_server?: boolean }).mail_server !== false };
  },
  async retry(id: number): Promise<void> {
    await post(`/rest/email/${id}/retry`, {});
  },
  /** The templates of a type; links name the records the mail is about, whose language the
   * answer's language is. */
  async templates(type: string, links: Record<string, number> = {}): Promise<EmailTemplateSets> {
    const d = (await get('/rest/emailtemplate/get_type', { type, ...links })).data as Partial<EmailTemplateSets> | undefined;
    return { system: d?.system ?? [], user: d?.user ?? [], language: d?.language };
  },
  async invitation(model: string, id: number, attendees: string): Promise<Invitation> {
    return (await post(`/rest/${model}/${id}/invitation`, { attendees })).data as Invitation;
  },
  /** Fills a stored template for the records named in links (candidate: 12, joborder: 3). */
  async choose(id: number, links: Record<string, number>): Promise<FilledTemplate> {
    return (await get(`/rest/emailtemplate/choose/${id}`, links)).data as FilledTemplate;
  },
  async suggest(email: string): Promise<EmailSuggestion[]> {
    return ((await get('/rest/candidate/email_autocomplete', { email })).data ?? []) as EmailSuggestion[];
  },
};
