// The notify-user widget's rules (spec 001 §4 'Notification checkboxes' and 'Notice widgets'),
// pure so they are tested as a table and shared by every screen that notifies someone
// (the candidate page today, the pipeline's stage dialogs next).

export type Channel = 'email' | 'sms' | 'wechat';
export const CHANNELS: Channel[] = ['email', 'sms', 'wechat'];

/** Who a section notifies; each kind has its section title (Notify Candidate, ...). */
export type ReceiverKind = 'candidate' | 'client' | 'linemanager';

/** A person's addresses as GET /rest/notice/receivers answers them (comma lists). */
export interface Addresses { email: string; mobile: string; openid: string }

export interface ChannelState {
  checked: boolean;
  disabled: boolean;
  /** Muted (greyed) with a tooltip saying why: the person has no address for it. */
  muted: boolean;
  tooltip?: 'noEmail' | 'noMobile';
}
export type ChannelStates = Record<Channel, ChannelState>;

export interface NoticeContext {
  /** The model of the step that notifies (candidate, clientinterview, onboard, reject ...). */
  model: string;
  kind: ReceiverKind;
  /** The tenant's client code (config CLIENT_CODE). */
  clientCode?: string;
  addresses: Addresses;
}

/** The models whose 'Notify Client' section starts with e-mail unticked. */
const CLIENT_UNCHECKED_MODELS = ['clientinterview', 'onboard'];

/** Whether e-mail starts ticked, before the person's address is considered. */
export function emailDefault(c: Pick<NoticeContext, 'model' | 'kind' | 'clientCode'>): boolean {
  if (c.model === 'clientinterview' && c.kind === 'candidate') return true;
  if (CLIENT_UNCHECKED_MODELS.includes(c.model) && c.kind === 'client') return false;
  if (c.clientCode === 'tencent' && c.kind === 'linemanager') return false;
  return c.model !== 'reject';
}

/** The checkboxes a section starts with. */
export function initialChannels(c: NoticeContext): ChannelStates {
  const hasEmail = c.addresses.email.trim() !== '';
  const hasMobile = c.addresses.mobile.trim() !== '';
  return {
    email: hasEmail ? { checked: emailDefault(c), disabled: false, muted: false }
      : { checked: false, disabled: true, muted: true, tooltip: 'noEmail' },
    sms: hasMobile ? { checked: false, disabled: false, muted: false }
      : { checked: false, disabled: true, muted: true, tooltip: 'noMobile' },
    // WeChat is always on: it reaches whoever follows the account, and cannot be unticked.
    wechat: { checked: true, disabled: true, muted: false },
  };
}

/** Ticks or unticks a channel; disabled ones do not change. */
export function toggleChannel(s: ChannelStates, ch: Channel): ChannelStates {
  if (s[ch].disabled) return s;
  return { ...s, [ch]: { ...s[ch], checked: !s[ch].checked } };
}

/** The forms a section shows and the fields they require. */
export function visibleForms(s: ChannelStates): { email: boolean; sms: boolean; required: string[] } {
  const required: string[] = [];
  if (s.email.checked) required.push('subject');
  if (s.sms.checked) required.push('content');
  return { email: s.email.checked, sms: s.sms.checked, required };
}

/** Ticking SMS loads the preview: answers whether a change of states should. */
export function shouldLoadPreview(before: ChannelStates, after: ChannelStates): boolean {
  return !before.sms.checked && after.sms.checked;
}

/** Template meta (GET /rest/sms/template/meta/{type}). */
export interface TemplateMeta {
  receiver: string;
  receiver_unchangable: boolean;
  view_group: string;
  auto_selected: boolean;
  attach_resume: boolean;
}

/** Spec 001 §9: auto-select delay. */
export const AUTO_SELECT_DELAY_MS = 250;

/** After how long the widget shows itself: auto_selected ones after 250 ms, others stay hidden (null). */
export function autoShowDelay(meta?: Pick<TemplateMeta, 'auto_selected'>): number | null {
  return meta?.auto_selected ? AUTO_SELECT_DELAY_MS : null;
}

/** A template that does not attach resumes sends no candidate ids. */
export function applyAttachResume<T extends { candidate_ids?: unknown }>(meta: Pick<TemplateMeta, 'attach_resume'> | undefined, data: T): T {
  if (meta?.attach_resume) return data;
  const { candidate_ids: _dropped, ...rest } = data;
  return rest as T;
}

/** Spec 001 §3 'Receiver lookup': several addresses of one person joined with commas. */
export function joinAddresses(values: (string | null | undefined)[]): string {
  return values.map((v) => (v ?? '').trim()).filter(Boolean).join(',');
}

/** Spec 000 §9: an SMS feed item's category label is its first 15 characters then ' ...'. */
export function smsCategoryLabel(content: string): string {
  const chars = Array.from(content ?? '');
  return chars.length > 15 ? `${chars.slice(0, 15).join('')} ...` : chars.join('');
}

/** SMS length limit the server applies (engine/notice.MaxContent), in characters. */
export const SMS_MAX_CHARS = 500;

/**
 * The notice-widget contract: every channel section says how it validates and what it posts.
 * The base throws 'Not Implemented Error' (spec 001 §8) so a channel that forgets a method fails
 * loudly in development instead of posting nothing.
 */
export class NoticeChannelBase {
  validate(): string[] { throw new Error('Not Implemented Error'); }
  payload(): Record<string, unknown> { throw new Error('Not Implemented Error'); }
}

/** Spec 001 §3 'Receiver lookup': the fields a person's addresses are read from. */
export const RECEIVER_FIELDS: Record<Channel, string[]> = {
  email: ['email', 'email1', 'email2'],
  sms: ['mobile', 'mobile1', 'mobile2'],
  wechat: ['openid'],
};

/** A model's people can be notified from their page when it holds e-mail or mobile fields
 * flagged as contact details (a user's own e-mail is an account, not a contact). */
export function canNotify(fields: { name: string; contact?: unknown }[]): boolean {
  const names = [...RECEIVER_FIELDS.email, ...RECEIVER_FIELDS.sms];
  return fields.some((f) => f.contact === true && names.includes(f.name));
}
