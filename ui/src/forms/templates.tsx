// Our own rjsf templates: Tailwind's reset strips rjsf's defaults, and the form must look like
// the rest of the app. Groups come from the view metadata (uiSchema ui:options.groups).
import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { DetailGroup, Lang } from '../api/types';

function FieldTemplate({ id, label, required, children, rawErrors, hidden, registry }: FieldTemplateProps) {
  if (hidden) return null;
  if (id === 'root') return <>{children}</>;
  const errors = rawErrors?.filter(Boolean) ?? [];
  // A mark the form was given for this field (a value to review: "from CV").
  const mark = (registry.formContext as { marks?: Record<string, string> } | undefined)?.marks?.[id.replace(/^root_/, '')];
  const labelled = (
    <label id={`${id}__label`} htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
      {label}{required && <span className="ml-0.5 text-red-500" aria-hidden>*</span>}
    </label>
  );
  return (
    <div className="min-w-0">
      {mark ? (
        <div className="flex items-baseline gap-2">
          {labelled}
          <span data-testid={`field-mark-${id.replace(/^root_/, '')}`} className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">{mark}</span>
        </div>
      ) : labelled}
      {children}
      {errors.map((e) => <p key={e} role="alert" className="mt-1 text-xs text-red-600">{e}</p>)}
    </div>
  );
}

function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const groups = ((uiSchema?.['ui:options'] as { groups?: DetailGroup[] } | undefined)?.groups) ?? [];
  const byName = new Map(properties.map((p) => [p.name, p]));
  return (
    <div className="space-y-6">
      {groups.map((g) => (
        <fieldset key={g.name} className="space-y-4">
          <legend className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{g.label[lang] ?? g.label.en ?? g.name}</legend>
          <div className={`grid gap-x-5 gap-y-4 ${g.layout === 2 ? 'sm:grid-cols-2' : ''}`}>
            {g.fields.map((n) => <div key={n} className={byName.get(n)?.hidden ? 'hidden' : ''}>{byName.get(n)?.content}</div>)}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: () => null, // errors show beside their fields
  ButtonTemplates: { SubmitButton: () => null } as unknown as TemplatesType['ButtonTemplates'], // the panel has its own footer
};
