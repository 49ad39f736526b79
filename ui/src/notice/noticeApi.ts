// The short-notice calls (spec 001 §7 'Templates and contact'): SMS/WeChat templates, their
// meta, the preview, sends and the receiver lookup. The e-mail send belongs to the mail
// composer (POST /rest/email/send); it is here only as the widget's thin e-mail part.
import { get, post } from '../api/client';
import type { Addresses, TemplateMeta } from './noticeRules';

export interface SmsTemplate { id: number; name: string; type: string; content: string }
export interface SmsTemplateSets { system: SmsTemplate[]; user: SmsTemplate[] }
export interface Receiver extends Addresses { model: string; id: number; __name__: string; masked: boolean }
export interface TypeOption { code: string; value: string }
/** What a send is about: the outbox's links (candidate: 12, joborder: 3 ...). */
export type NoticeLinks = Record<string, number>;

const metaCache = new Map<string, Promise<TemplateMeta>>();
const templateCache = new Map<string, Promise<SmsTemplateSets>>();

export const noticeApi = {
  /** GET /rest/smstemplate/get_type?type= (cached for the session; forget() after edits). */
  smsTemplates(type = ''): Promise<SmsTemplateSets> {
    if (!templateCache.has(type)) {
      const p = get('/rest/smstemplate/get_type', { type }).then((b) => b.data as SmsTemplateSets);
      p.catch(() => templateCache.delete(type));
      templateCache.set(type, p);
    }
    return templateCache.get(type)!;
  },
  forgetTemplates() { templateCache.clear(); },
  async smsTemplateTypes(): Promise<TypeOption[]> {
    return ((await get('/rest/custom_field/smstemplate/edit/get_type', { fields: 'type' })).type_data ?? []) as TypeOption[];
  },
  /** GET /rest/sms/template/meta/{type} (cached). */
  smsTemplateMeta(type: string): Promise<TemplateMeta> {
    if (!metaCache.has(type)) {
      const p = get(`/rest/sms/template/meta/${encodeURIComponent(type)}`).then((b) => b.data as TemplateMeta);
      p.catch(() => metaCache.delete(type));
      metaCache.set(type, p);
    }
    return metaCache.get(type)!;
  },
  /** POST /rest/sms/choosetemplate/0: the content with its variables filled. */
  async smsPreview(content: string, mobile: string, type: string, links: NoticeLinks): Promise<string> {
    const body = await post('/rest/sms/choosetemplate/0', { ...links, content, mobile, _type: type });
    return String((body.data as { content?: string } | undefined)?.content ?? '');
  },
  async receivers(model: string, ids: number[]): Promise<Receiver[]> {
    return ((await get('/rest/notice/receivers', { model, ids: ids.join(',') })).data ?? []) as Receiver[];
  },
  /** POST /rest/sms/send; with masked numbers the receiver record is named instead. Answers the notice ids. */
  async sendSms(to: { mobile?: string; receiver?: { model: string; id: number } }, content: string, templateType: string, links: NoticeLinks): Promise<number[]> {
    const body = await post('/rest/sms/send', {
      ...links, to: to.mobile ?? '', receiver_model: to.receiver?.model, receiver_id: to.receiver?.id, content, template_type: templateType,
    });
    return (body.data ?? []) as number[];
  },
  async sendWeChat(openid: string, content: string, links: NoticeLinks): Promise<number[]> {
    return ((await post('/rest/wechat/send', { ...links, openid, content })).data ?? []) as number[];
  },
  /** The e-mail composer's send (branch 'mail'): to, subject, content and the record ids. */
  async sendEmail(data: { to: string; subject: string; content: string; template_type?: string } & Record<string, unknown>): Promise<void> {
    await post('/rest/email/send', data);
  },
  async noticeStatus(id: number): Promise<{ status: string; error?: string }> {
    const d = (await get(`/rest/sms/${id}`)).data as { status: string; error?: string };
    return { status: d.status, error: d.error };
  },
  async retry(id: number): Promise<void> {
    await post(`/rest/sms/${id}/retry`, {});
  },
};
