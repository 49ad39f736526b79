import { describe, expect, it } from 'vitest';
import { queuedMessage, settledMessage } from './followMail';

describe('what a mail says of itself', () => {
  it('tells a mail kept without a mail server from one queued to a server', () => {
    expect(queuedMessage({ mailServer: false })).toEqual({ tone: 'info', text: expect.stringContaining('no mail server') });
    expect(queuedMessage({ mailServer: true }).text).not.toContain('no mail server');
  });
  it('says sent to whom, or failed with the reason, and nothing while queued', () => {
    expect(settledMessage({ status: 'sent', to: 'ada@example.com' })?.text).toContain('ada@example.com');
    const failed = settledMessage({ status: 'failed', to: 'ada@example.com', error: 'dial tcp: connection refused' });
    expect(failed?.tone).toBe('error');
    expect(failed?.text).toContain('connection refused');
    expect(settledMessage({ status: 'queued' })).toBeUndefined();
    expect(settledMessage({ status: 'held' })).toBeUndefined();
  });
});
