import { useTranslation } from 'react-i18next';
import type { DataRecord, FieldMeta, Lang, ShareEntry } from '../api/types';
import { PickerInput } from '../widgets/input/picker';

type Target = 'people' | 'team' | 'title';

// Whom an entry can be shared with, each picked from its own model through the same picker
// forms use (autocomplete over user, team and title).
const targets: { type: Target; model: string; labelKey: string }[] = [
  { type: 'people', model: 'user', labelKey: 'sidebar.sharePeople' },
  { type: 'team', model: 'team', labelKey: 'sidebar.shareTeams' },
  { type: 'title', model: 'title', labelKey: 'sidebar.shareTitles' },
];

/** The ids shared with one kind of target. */
export function sharedIds(share: ShareEntry[], type: Target): number[] {
  return share.filter((s) => s.type === type).map((s) => Number(s.value)).filter((v) => v > 0);
}

/** share with the ids of one kind of target replaced; everyone stands alone. */
export function withTargets(share: ShareEntry[], type: Target, ids: number[]): ShareEntry[] {
  return [...share.filter((s) => s.type !== type && s.type !== 'everyone'), ...ids.map((value) => ({ type, value }))];
}

/** Sharing of a saved filter or folder: everyone, or chosen people, teams and titles. names
 * holds the targets already shared with, named ({share_people: [{id, __name__}], ...}), so
 * the pickers show their names rather than their ids. */
export function ShareEditor({ value, onChange, names }: { value: ShareEntry[]; onChange(next: ShareEntry[]): void; names?: DataRecord }) {
  const { t, i18n } = useTranslation();
  const everyone = value.some((s) => s.type === 'everyone');
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('sidebar.shareWith')}</legend>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={everyone} onChange={(e) => onChange(e.target.checked ? [{ type: 'everyone' }] : [])}
          className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
        {t('sidebar.shareEveryone')}
      </label>
      {!everyone && targets.map((tg) => {
        const field: FieldMeta = { name: `share_${tg.type}`, label_value: t(tg.labelKey), type: 'foreignkey', to: tg.model, multiple: true };
        return (
          <div key={tg.type}>
            <label htmlFor={field.name} className="mb-1 block text-xs font-medium text-slate-500">{t(tg.labelKey)}</label>
            <PickerInput id={field.name} field={field} value={sharedIds(value, tg.type)} lang={i18n.language as Lang} invalid={false} record={names}
              onChange={(ids) => onChange(withTargets(value, tg.type, Array.isArray(ids) ? (ids as number[]) : []))} />
          </div>
        );
      })}
    </fieldset>
  );
}
