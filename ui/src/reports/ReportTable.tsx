import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import { drillHash } from './filter';
import { formatValue } from './format';
import type { Rag, Report, ReportCell, ReportColumn } from './types';

const RAG_CLASS: Record<Rag, string> = {
  red: 'bg-red-50 text-red-700',
  amber: 'bg-amber-50 text-amber-800',
  green: 'bg-emerald-50 text-emerald-700',
};

function Cell({ cell, column, lang }: { cell: ReportCell | undefined; column: ReportColumn; lang: Lang }) {
  const { t } = useTranslation();
  const value = formatValue(cell?.value, column.format, lang);
  const rag = cell?.rag ? RAG_CLASS[cell.rag] : '';
  const target = cell?.target !== undefined && cell.target !== null
    ? <span className="ml-1 text-xs font-normal opacity-75">/ {formatValue(cell.target, column.format, lang)}</span>
    : null;
  const title = cell?.rag ? t(`reports.rag.${cell.rag}`, { target: formatValue(cell.target, column.format, lang) }) : undefined;
  const body = <>{value}{target}</>;
  return (
    <td className={`whitespace-nowrap px-3 py-2 text-right tabular-nums ${rag}`} title={title} data-rag={cell?.rag}>
      {cell?.model && cell.gql
        ? <a href={drillHash(cell.model, cell.gql)} className="font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="report-cell">{body}</a>
        : body}
    </td>
  );
}

/** The table view: the dimensions, then the columns shown, a total row. Each number opens the
 * list of the records it counts; cells with a target are coloured red, amber or green. */
export function ReportTable({ report, columns, lang }: { report: Report; columns: ReportColumn[]; lang: Lang }) {
  const { t } = useTranslation();
  const dims = report.dims;
  return (
    <div className="h-full overflow-auto" data-testid="report-table">
      <table className="min-w-full border-separate border-spacing-0 text-sm">
        <thead className="sticky top-0 z-10 bg-slate-50">
          <tr>
            {dims.length === 0 && <th className="border-b border-slate-200" />}
            {dims.map((d, i) => (
              <th key={d.name} scope="col" className={`whitespace-nowrap border-b border-slate-200 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 ${i === 0 ? 'sticky left-0 z-10 bg-slate-50' : ''}`}>{d.label}</th>
            ))}
            {columns.map((c) => (
              <th key={c.key} scope="col" className="whitespace-nowrap border-b border-slate-200 px-3 py-2 text-right text-xs font-semibold uppercase tracking-wide text-slate-500">{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((r, ri) => (
            <tr key={ri} className="hover:bg-slate-50/60">
              {dims.length === 0 && <td className="border-b border-slate-100" />}
              {dims.map((d, i) => (
                <th key={d.name} scope="row" className={`whitespace-nowrap border-b border-slate-100 px-3 py-2 text-left font-medium text-slate-800 ${i === 0 ? 'sticky left-0 bg-white' : ''}`}>{r.labels[i] ?? ''}</th>
              ))}
              {columns.map((c) => <Cell key={c.key} cell={r.cells[c.key]} column={c} lang={lang} />)}
            </tr>
          ))}
        </tbody>
        {report.total && (
          <tfoot>
            <tr className="bg-slate-50 font-semibold" data-testid="report-total">
              <th scope="row" colSpan={Math.max(dims.length, 1)} className="sticky left-0 whitespace-nowrap border-t border-slate-200 bg-slate-50 px-3 py-2 text-left text-slate-900">{t('reports.total')}</th>
              {columns.map((c) => <Cell key={c.key} cell={report.total!.cells[c.key]} column={c} lang={lang} />)}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
