// One approval level of the add-approval modal (spec 000 §3 "Approval item"): its name,
// approver type, approvers (users or teams, where the type takes them) and condition.
import { useTranslation } from 'react-i18next';
import { inputClass } from '../widgets/input/types';
import { APPROVAL_TYPES, approverKind, type ApprovalItem } from './definition';
import { Field } from './Field';
import { IdPicker } from './IdPicker';

export function LevelEditor({ index, level, errors, onChange }: {
  index: number; level: ApprovalItem; errors: Record<string, string>; onChange(patch: Partial<ApprovalItem>): void;
}) {
  const { t } = useTranslation();
  const at = `rawjson.approvals.${index}`;
  const id = (f: string) => `approval-level-${index}-${f}`;
  const err = (f: string) => errors[`${at}.${f}`];
  const kind = approverKind(level.approvalType);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {errors[at] && <p role="alert" className="text-sm text-red-600 sm:col-span-2">{errors[at]}</p>}
      <Field id={id('name')} label={t('approval.form.levelName')} required error={err('approvalName')}>
        <input id={id('name')} value={level.approvalName} onChange={(e) => onChange({ approvalName: e.target.value })} className={inputClass(!!err('approvalName'))} />
      </Field>
      <Field id={id('type')} label={t('approval.form.type')} required error={err('approvalType')}>
        <select id={id('type')} value={level.approvalType} onChange={(e) => onChange({ approvalType: e.target.value as ApprovalItem['approvalType'] })} className={inputClass(!!err('approvalType'))}>
          <option value="">{t('form.none')}</option>
          {APPROVAL_TYPES.map((type) => <option key={type} value={type}>{t(`approval.types.${type}`)}</option>)}
        </select>
      </Field>
      {kind && (
        <Field id={id('users')} label={kind === 'team' ? t('approval.form.teams') : t('approval.form.users')} required error={err('approvalUser')} className="sm:col-span-2">
          {/* Keyed by kind: a picker of users holds no team names. */}
          <IdPicker key={kind} id={id('users')} model={kind} label={kind === 'team' ? t('approval.form.teams') : t('approval.form.users')}
            value={level.approvalUser} onChange={(ids) => onChange({ approvalUser: ids })} invalid={!!err('approvalUser')} />
        </Field>
      )}
      <Field id={id('condName')} label={t('approval.form.conditionName')} error={err('approvalConditionName')}>
        <input id={id('condName')} value={level.approvalConditionName} onChange={(e) => onChange({ approvalConditionName: e.target.value })} className={inputClass(!!err('approvalConditionName'))} />
      </Field>
      <Field id={id('condValue')} label={t('approval.form.conditionValue')} error={err('approvalConditionValue')}>
        <input id={id('condValue')} value={level.approvalConditionValue} onChange={(e) => onChange({ approvalConditionValue: e.target.value })} className={inputClass(!!err('approvalConditionValue'))} />
      </Field>
    </div>
  );
}
