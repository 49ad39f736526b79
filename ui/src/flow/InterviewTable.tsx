import { useTranslation } from 'react-i18next';
import type { DataRecord, FieldMeta, Lang } from '../api/types';
import { useModel } from '../stores/useModel';
import { DisplayValue } from '../widgets/display/registry';

/** The columns of the table, when the interview model has them: round, time, result, feedback. */
const COLUMNS = ['round', 'interviewDate', 'status', 'feedback'];

/** Layout 2's interview feedback table: one row per interview round, newest first. */
export function InterviewTable({ model, rows }: { model: string; rows: DataRecord[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { meta } = useModel(model);
  const fields = COLUMNS.map((n) => meta?.fields.find((f) => f.name === n)).filter((f): f is FieldMeta => !!f);
  return (
    <section className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-flow="interviews">
      <h2 className="border-b border-slate-100 px-5 py-3 text-sm font-semibold text-slate-900">{t('flow.interviewTable')}</h2>
      {!rows.length ? <p className="px-5 py-4 text-sm text-slate-500">{t('flow.noInterviews')}</p> : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <thead><tr className="text-left text-xs text-slate-500">
              {fields.map((f) => <th key={f.name} scope="col" className="px-5 py-2 font-medium">{f.label_value}</th>)}
            </tr></thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id}>
                  {fields.map((f) => (
                    <td key={f.name} className={`px-5 py-2 align-top ${f.name === 'feedback' ? 'whitespace-pre-wrap' : 'whitespace-nowrap'}`}>
                      <DisplayValue value={r[f.name]} field={f} lang={lang} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
