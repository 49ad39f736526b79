import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { DataRecord, FieldMeta, Lang } from '../api/types';
import { inputWidgetFor } from '../widgets/input/registry';
import type { NestedErrors } from '../widgets/input/types';

/** The one rjsf field: hands the value to the input widget registered for the field's type. */
export function MetaField({ formData, onChange, fieldPathId, uiSchema, rawErrors, errorSchema, disabled, readonly, registry }: FieldProps) {
  const { i18n } = useTranslation();
  const field = (uiSchema?.['ui:options'] as { meta: FieldMeta }).meta;
  const record = (registry.formContext as { record?: DataRecord } | undefined)?.record;
  const Widget = inputWidgetFor(field);
  return (
    <Widget id={fieldPathId.$id} field={field} value={formData} lang={i18n.language as Lang} record={record}
      invalid={(rawErrors?.length ?? 0) > 0} disabled={disabled || readonly} errors={errorSchema as NestedErrors | undefined}
      onChange={(v) => onChange(v as never, fieldPathId.path)} />
  );
}
