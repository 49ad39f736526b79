// The e-mail built-in record actions (meta.BuiltinActions): send_email opens the composer
// about the record, retry_email sends a failed mail again. Drawn only where the model's
// metadata lists them, as the server's action answer shows or hides them.
import { emailApi } from '../api/emailEndpoints';
import type { ActionState, DataRecord } from '../api/types';
import { usePageFloat } from '../stores/pageFloat';

export interface EmailAction { name: string; label: string; disabled?: string; run(): Promise<void> }

/** What the composer is opened with from a record's page: the record it is about. */
export interface AboutRecord { model: string; id: number; record: DataRecord }

export function emailActions(model: string, record: DataRecord, states: ActionState[] | undefined, onChanged: () => void, fail: (e: unknown) => void): EmailAction[] {
  const out: EmailAction[] = [];
  for (const s of states ?? []) {
    if (s.type || !s.shown) continue;
    const disabled = s.enabled ? undefined : s.reason ?? '';
    if (s.name === 'send_email') {
      out.push({ name: s.name, label: s.label, disabled, run: async () => {
        usePageFloat.getState().open('email', { about: { model, id: record.id, record } satisfies AboutRecord });
      } });
    }
    if (s.name === 'retry_email') {
      out.push({ name: s.name, label: s.label, disabled, run: async () => {
        try { await emailApi.retry(record.id); onChanged(); } catch (e) { fail(e); }
      } });
    }
  }
  return out;
}
