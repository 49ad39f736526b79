import type Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useRef, useState } from 'react';

/** Why a save was refused: the per-field errors to show on the form, and the message above it. */
export interface SaveRefusal {
  fields?: ErrorSchema;
  message: string;
}

/**
 * The state of a record form that saves in a dialog: the edited data, the server's per-field
 * errors and message of the last refusal, whether a save is under way, and the form to submit.
 * save runs run with the form's data and turns a throw into a refusal through refused.
 */
export function useFormSave(run: (formData: Record<string, unknown>) => Promise<void>, refused: (e: unknown) => SaveRefusal) {
  const [data, setData] = useState<Record<string, unknown>>();
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<Form>(null);

  async function save(formData: Record<string, unknown>) {
    setBusy(true);
    setMessage('');
    setServerErrors(undefined);
    try {
      await run(formData);
    } catch (e) {
      const r = refused(e);
      setServerErrors(r.fields);
      setMessage(r.message);
    } finally {
      setBusy(false);
    }
  }

  return { data, setData, serverErrors, message, busy, formRef, save };
}
