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
export interface EmailTemplate { id: number; name: string; title: string; content: string; type: string; attachments?: FileInfo[] | null; attach_resume?: boolean }
export interface EmailTemplateSets { system: EmailTemplate[]; user: EmailTemplate[] }
export interface FilledTemplate { title: string; content: string; attachments?: FileInfo[] | null }
export interface EmailSuggestion { email: string; name: string; model: string; id: number; label: string }

export const emailApi = {
  async send(value: EmailValue): Promise<number> {
    return Number((await post('/rest/email/send', value)).data);
  },
  async retry(id: number): Promise<void> {
    await post(`/rest/email/${id}/retry`, {});
  },
  async templates(type: string): Promise<EmailTemplateSets> {
    const d = (await get('/rest/emailtemplate/get_type', { type })).data as Partial<EmailTemplateSets> | undefined;
    return { system: d?.system ?? [], user: d?.user ?? [] };
  },
  /** Fills a stored template for the records named in links (candidate: 12, joborder: 3). */
  async choose(id: number, links: Record<string, number>): Promise<FilledTemplate> {
    return (await get(`/rest/emailtemplate/choose/${id}`, links)).data as FilledTemplate;
  },
  async suggest(email: string): Promise<EmailSuggestion[]> {
    return ((await get('/rest/candidate/email_autocomplete', { email })).data ?? []) as EmailSuggestion[];
  },
};
