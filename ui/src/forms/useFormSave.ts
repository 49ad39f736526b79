import type Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { ApiError } from '../api/errors';
import { serverErrorSchema } from './serverErrors';

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

  return { data, setData, serverErrors, message, setMessage, busy, formRef, save };
}

/** A record save's refusal as the record forms show it: the server's per-field errors with
 * "fix the errors" above them, else the server's message, else the network's. */
export function recordRefusal(e: unknown, t: TFunction): SaveRefusal {
  const err = e instanceof ApiError ? e : new ApiError('network', String(e));
  const fields = err.kind === 'refused' ? serverErrorSchema(err) : undefined;
  return { fields, message: fields ? t('form.fixErrors') : err.kind === 'refused' ? err.message : t('common.networkError') };
}
