import Form from '@rjsf/core';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { TFunction } from 'i18next';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord } from '../api/types';
import { MetaField } from './MetaField';
import type { FormLayout } from './schema';
import { templates } from './templates';

const fields = { meta: MetaField };

/** ajv's messages in the user's language. */
function transformErrors(t: TFunction) {
  return (errors: RJSFValidationError[]) => errors.map((e) => {
    const limit = (e.params as { limit?: number } | undefined)?.limit;
    const message = e.name === 'required' ? t('form.required')
      : e.name === 'maxLength' ? t('form.tooLong', { limit })
      : e.name === 'minimum' ? t('form.tooSmall', { limit })
      : e.name === 'maximum' ? t('form.tooLarge', { limit })
      : t('form.invalid');
    return { ...e, message };
  });
}

/** The record's form; the panel owns the data, submits through the ref, and passes the
 * server's per-field refusals as extraErrors so they show beside the fields. */
export const RecordForm = forwardRef<Form, {
  layout: FormLayout; data: Record<string, unknown>; record?: DataRecord; serverErrors?: ErrorSchema;
  /** Words shown beside some fields' labels, by field name (values to review). */
  marks?: Record<string, string>;
  onChange(data: Record<string, unknown>): void; onSubmit(data: Record<string, unknown>): void;
}>(function RecordForm({ layout, data, record, serverErrors, marks, onChange, onSubmit }, ref) {
  const { t } = useTranslation();
  return (
    <Form ref={ref} schema={layout.schema} uiSchema={layout.uiSchema} formData={data} validator={validator}
      templates={templates} fields={fields} formContext={{ record, marks }} extraErrors={serverErrors}
      showErrorList={false} noHtml5Validate transformErrors={transformErrors(t)}
      onChange={(e) => onChange((e.formData ?? {}) as Record<string, unknown>)}
      onSubmit={(e) => onSubmit((e.formData ?? {}) as Record<string, unknown>)} />
  );
});
