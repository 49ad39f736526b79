import { describe, expect, it } from 'vitest';
import {
  applyAttachResume, autoShowDelay, canNotify, initialChannels, joinAddresses, NoticeChannelBase, shouldLoadPreview, smsCategoryLabel,
  toggleChannel, visibleForms, type NoticeContext, type ReceiverKind,
} from './noticeRules';

const full = { email: 'a@x.com', mobile: '13800138000', openid: '' };
const ctx = (model: string, kind: ReceiverKind, extra: Partial<NoticeContext> = {}): NoticeContext => ({ model, kind, addresses: full, ...extra });

describe('initialChannels', () => {
  const cases: [string, NoticeContext, { email: boolean; sms: boolean; emailDisabled?: boolean; smsDisabled?: boolean; tooltip?: string }][] = [
    ['e-mail pre-checked by default', ctx('candidate', 'candidate'), { email: true, sms: false }],
    ['reject starts unchecked', ctx('reject', 'candidate'), { email: false, sms: false }],
    ['clientinterview, Notify Client unchecked', ctx('clientinterview', 'client'), { email: false, sms: false }],
    ['onboard, Notify Client unchecked', ctx('onboard', 'client'), { email: false, sms: false }],
    ['onboard, Notify Candidate checked', ctx('onboard', 'candidate'), { email: true, sms: false }],
    ['clientinterview, Notify Candidate enabled', ctx('clientinterview', 'candidate'), { email: true, sms: false }],
    ['tencent, Notify Linemanager unchecked', ctx('interview', 'linemanager', { clientCode: 'tencent' }), { email: false, sms: false }],
    ['other client code, Notify Linemanager checked', ctx('interview', 'linemanager', { clientCode: 'acme' }), { email: true, sms: false }],
    ['no e-mail: disabled, muted', ctx('candidate', 'candidate', { addresses: { ...full, email: ' ' } }), { email: false, sms: false, emailDisabled: true, tooltip: 'noEmail' }],
    ['no mobile: SMS disabled', ctx('candidate', 'candidate', { addresses: { ...full, mobile: '' } }), { email: true, sms: false, smsDisabled: true }],
  ];
  it.each(cases)('%s', (_name, c, want) => {
    const s = initialChannels(c);
    expect(s.email.checked).toBe(want.email);
    expect(s.sms.checked).toBe(want.sms);
    expect(s.email.disabled).toBe(want.emailDisabled ?? false);
    expect(s.email.muted).toBe(want.emailDisabled ?? false);
    expect(s.sms.disabled).toBe(want.smsDisabled ?? false);
    if (want.tooltip) expect(s.email.tooltip).toBe(want.tooltip);
    expect(s.wechat).toEqual({ checked: true, disabled: true, muted: false });
  });
});

describe('toggling', () => {
  it.each([
    ['sms on shows the SMS form, requires content, loads the preview', 'sms', { email: true, sms: true, required: ['subject', 'content'] }, true],
    ['e-mail off hides its form', 'email', { email: false, sms: false, required: [] }, false],
    ['wechat cannot be unticked', 'wechat', { email: true, sms: false, required: ['subject'] }, false],
  ] as const)('%s', (_name, ch, forms, preview) => {
    const before = initialChannels(ctx('candidate', 'candidate'));
    const after = toggleChannel(before, ch);
    expect(visibleForms(after)).toEqual(forms);
    expect(shouldLoadPreview(before, after)).toBe(preview);
    expect(after.wechat.checked).toBe(true);
  });
  it('a disabled channel stays unticked', () => {
    const s = initialChannels(ctx('candidate', 'candidate', { addresses: { ...full, mobile: '' } }));
    expect(toggleChannel(s, 'sms')).toBe(s);
  });
});

describe('widget rules', () => {
  it.each([
    [{ auto_selected: true }, 250],
    [{ auto_selected: false }, null],
    [undefined, null],
  ])('auto show %j → %s', (meta, want) => expect(autoShowDelay(meta)).toBe(want));
  it.each([
    [{ attach_resume: true }, { to: 'a', candidate_ids: [1] }, { to: 'a', candidate_ids: [1] }],
    [{ attach_resume: false }, { to: 'a', candidate_ids: [1] }, { to: 'a' }],
    [undefined, { to: 'a', candidate_ids: [1] }, { to: 'a' }],
  ])('attach_resume %j', (meta, data, want) => expect(applyAttachResume(meta, data)).toEqual(want));
  it.each([
    [['a', '', null, ' b '], 'a,b'],
    [[undefined], ''],
  ])('joins %j', (v, want) => expect(joinAddresses(v)).toBe(want));
  it.each([
    ['short', 'short'],
    ['123456789012345', '123456789012345'],
    ['1234567890123456', '123456789012345 ...'],
    ['您好，您的面试安排在明天上午十点，请准时', '您好，您的面试安排在明天上午十 ...'],
  ])('SMS label %s', (content, want) => expect(smsCategoryLabel(content)).toBe(want));
  it('abstract channel methods throw Not Implemented Error', () => {
    expect(() => new NoticeChannelBase().payload()).toThrow('Not Implemented Error');
    expect(() => new NoticeChannelBase().validate()).toThrow('Not Implemented Error');
  });
});

describe('canNotify', () => {
  it.each([
    [[{ name: 'englishName' }, { name: 'mobile1', contact: true }], true],
    [[{ name: 'email', contact: true }], true],
    [[{ name: 'email' }, { name: 'mobile' }], false],
    [[{ name: 'phone', contact: true }], false],
  ])('%j → %s', (fields, want) => expect(canNotify(fields)).toBe(want));
});
