// What became of a mail (issue 17): the composer, the stage mail and Retry say at once whether
// a mail server takes the mail or it waits in the outbox, then watch the mail for a while and
// say when it is sent, or why it failed, instead of a "Sent" that was never true.
import { api } from '../api/endpoints';
import type { SentMail } from '../api/emailEndpoints';
import { useToasts } from '../components/Toasts';
import { i18n } from '../i18n';

/** How often and how long a mail is watched after it is queued (the job queue answers in seconds). */
const EVERY_MS = 1000;
const ROUNDS = 20;

/** The toast the send itself earns: queued to a mail server, or kept without one. */
export function queuedMessage(sent: Pick<SentMail, 'mailServer'>): { tone: 'success' | 'info'; text: string } {
  return sent.mailServer ? { tone: 'success', text: i18n.t('email.queuedServer') } : { tone: 'info', text: i18n.t('email.held') };
}

/** What a mail record's status says, once it is settled (undefined while queued). */
export function settledMessage(rec: Record<string, unknown>): { tone: 'success' | 'error'; text: string } | undefined {
  const to = typeof rec.to === 'string' ? rec.to : '';
  if (rec.status === 'sent') return { tone: 'success', text: i18n.t('email.sentTo', { to }) };
  if (rec.status === 'failed') return { tone: 'error', text: i18n.t('email.failedReason', { to, reason: typeof rec.error === 'string' ? rec.error : '' }) };
  return undefined;
}

/** Says what the send did, then follows the mail until it is sent or failed. */
export function followMail(sent: SentMail, model = 'email'): void {
  const push = useToasts.getState().push;
  const first = queuedMessage(sent);
  push(first.tone, first.text);
  if (!sent.mailServer) return; // held: nothing more happens until an admin sends it again
  let round = 0;
  const tick = async () => {
    round++;
    try {
      const said = settledMessage(await api.record(model, sent.id));
      if (said) { push(said.tone, said.text); return; }
    } catch { /* asked again next round */ }
    if (round < ROUNDS) setTimeout(() => void tick(), EVERY_MS);
  };
  setTimeout(() => void tick(), EVERY_MS);
}
