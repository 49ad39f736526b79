import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { NotifyWidget } from './NotifyWidget';

vi.mock('./noticeApi', () => ({
  noticeApi: {
    smsTemplateMeta: vi.fn(), receivers: vi.fn(), smsTemplates: vi.fn(), smsPreview: vi.fn(), sendSms: vi.fn(),
    sendWeChat: vi.fn(), sendEmail: vi.fn(), noticeStatus: vi.fn(), retry: vi.fn(),
  },
}));
const { noticeApi } = await import('./noticeApi');
const api = vi.mocked(noticeApi);

const settle = (ms = 0) => act(async () => { await vi.advanceTimersByTimeAsync(ms); });
const person = { model: 'candidate', id: 1, __name__: 'Amy', email: '', mobile: '13800138000', openid: '', masked: false };

beforeEach(() => {
  vi.useFakeTimers();
  for (const fn of Object.values(api)) fn.mockReset();
  api.receivers.mockResolvedValue([person]);
  api.smsTemplates.mockResolvedValue({ system: [{ id: 4, name: 'Hello', type: 'interview', content: 'Hi {{candidate.englishName}}' }], user: [] });
  api.smsPreview.mockResolvedValue('Hi Amy');
  api.sendSms.mockResolvedValue([9]);
  api.noticeStatus.mockResolvedValue({ status: 'sent' });
});
afterEach(() => { cleanup(); vi.useRealTimers(); });

describe('NotifyWidget', () => {
  it.each([
    [true, true],
    [false, false],
  ])('auto_selected %s shows the widget after 250 ms: %s', async (auto, shown) => {
    api.smsTemplateMeta.mockResolvedValue({ receiver: 'candidate', receiver_unchangable: true, view_group: '', auto_selected: auto, attach_resume: false });
    render(<NotifyWidget model="interview" targets={[{ kind: 'candidate', model: 'candidate', id: 1 }]} links={{ candidate: 1 }} templateType="interview" />);
    await settle(200);
    expect(screen.queryByRole('checkbox', { name: /^SMS/ })).toBeNull();
    await settle(60);
    expect(screen.queryByRole('checkbox', { name: /^SMS/ }) !== null).toBe(shown);
  });

  it('ticking SMS shows the composer; a template fills the text, the preview follows; Send posts it', async () => {
    render(<NotifyWidget shown model="candidate" targets={[{ kind: 'candidate', model: 'candidate', id: 1 }]} links={{ candidate: 1 }} />);
    await settle();
    const email = screen.getByRole('checkbox', { name: /^E-mail/ }) as HTMLInputElement;
    expect(email.disabled && !email.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^WeChat/ }) as HTMLInputElement).checked).toBe(true);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^SMS/ }));
    await settle();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '4' } });
    await settle(400);
    expect(api.smsPreview).toHaveBeenLastCalledWith('Hi {{candidate.englishName}}', '13800138000', 'interview', { candidate: 1 });
    expect(screen.getByTestId('sms-preview').textContent).toBe('Hi Amy');
    fireEvent.click(send);
    await settle(1000);
    expect(api.sendSms).toHaveBeenCalledWith({ mobile: '13800138000' }, 'Hi {{candidate.englishName}}', 'interview', { candidate: 1 });
    expect(api.sendEmail).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Sent notices' }).textContent).toContain('Sent');
  });
});
