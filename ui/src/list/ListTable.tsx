import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, FieldMeta, Lang } from '../api/types';
import { formatRoute, navigate } from '../router/hash';
import { DisplayValue } from '../widgets/display/registry';
import { DraggableRow } from './DraggableRow';
import { SnippetLine } from './Snippet';

function SortIcon({ ordering, column }: { ordering: string; column: string }) {
  if (ordering === column) return <ArrowUp className="size-3.5 text-brand-600" aria-hidden />;
  if (ordering === `-${column}`) return <ArrowDown className="size-3.5 text-brand-600" aria-hidden />;
  return <ChevronsUpDown className="size-3.5 text-slate-300 group-hover:text-slate-400" aria-hidden />;
}

/** The footer under a list: each summed column's total over every record of the filter,
 * labelled in the first cell. */
function TotalsRow({ columns, totals, leading, trailing, lang }: {
  columns: FieldMeta[]; totals: Record<string, number>; leading: boolean; trailing: boolean; lang: Lang;
}) {
  const { t } = useTranslation();
  const cell = 'sticky bottom-0 border-t border-slate-200 bg-slate-50 py-2.5 font-semibold text-slate-900';
  return (
    <tfoot>
      <tr data-testid="list-totals">
        {leading && <td className={`${cell} px-4`} />}
        {columns.map((c, i) => (
          <td key={c.name} className={`${cell} pr-3 ${leading || i > 0 ? 'pl-3' : 'pl-5'}`}>
            {c.name in totals
              ? <DisplayValue value={totals[c.name]} field={c} lang={lang} />
              : i === 0 && <span title={t('list.sumAllHint')} className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('list.sumAll')}</span>}
          </td>
        ))}
        {trailing && <td className={cell} />}
      </tr>
    </tfoot>
  );
}

/** Clicking a row previews it when onPreview is given, else opens its detail page; the first
 * cell always links to the detail page. */
/** rowsDraggable: rows can be dragged onto the places that take them (inside ListDnd). rowAction
 * draws a last cell per row (a module's). */
export function ListTable({ model, columns, rows, ordering, onOrder, selected, onSelect, dimmed, selectable = true, onPreview, previewed, rowsDraggable = false, rowAction, totals }: {
  model: string; columns: FieldMeta[]; rows: DataRecord[]; ordering: string; onOrder(column: string): void;
  selected: Set<number>; onSelect(ids: number[], on: boolean): void; dimmed: boolean; selectable?: boolean;
  onPreview?(index: number): void; previewed?: number; rowsDraggable?: boolean; rowAction?(row: DataRecord): ReactNode;
  /** The sums of the list_total columns over the whole filter (useListTotals). */
  totals?: Record<string, number>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const allOn = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const detail = (id: number) => formatRoute(model, 'detail', { id });
  return (
    <table className={`min-w-full border-separate border-spacing-0 text-sm transition-opacity ${dimmed ? 'opacity-60' : ''}`}>
      <thead className="sticky top-0 z-10 bg-slate-50">
        <tr>
          {selectable && (
            <th scope="col" className="w-10 border-b border-slate-200 px-4 py-2.5">
              <input type="checkbox" aria-label={t('list.selectAll')} checked={allOn} onChange={(e) => onSelect(rows.map((r) => r.id), e.target.checked)}
                className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
            </th>
          )}
          {/* Labels wrap between words (CURRENT / COMPANY): kept on one line, the headers alone
              made the default candidate list wider than 1440 px. */}
          {columns.map((c) => (
            <th key={c.name} scope="col" aria-sort={ordering === c.name ? 'ascending' : ordering === `-${c.name}` ? 'descending' : undefined}
              className="align-bottom border-b border-slate-200 px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
              {c.sortable
                ? <button type="button" onClick={() => onOrder(c.name)} className="group inline-flex items-center gap-1 text-left uppercase hover:text-slate-900">{c.label_value}<SortIcon ordering={ordering} column={c.name} /></button>
                : c.label_value}
            </th>
          ))}
          {rowAction && <th scope="col" className="border-b border-slate-200 px-3 py-2.5"><span className="sr-only">{t('list.rowActions')}</span></th>}
        </tr>
      </thead>
      <tbody className="bg-white">
        {rows.map((row, index) => {
          const on = selected.has(row.id);
          const highlighted = on || previewed === row.id;
          return (
            <DraggableRow key={row.id} drag={rowsDraggable ? { kind: 'rows', ids: on ? [...selected] : [row.id] } : undefined} rowId={row.id}
              onClick={() => (onPreview ? onPreview(index) : navigate(detail(row.id)))} className={`cursor-pointer ${highlighted ? 'bg-brand-50/60' : 'hover:bg-slate-50'}`}>
              {selectable && (
                <td className="border-b border-slate-100 px-4 py-2.5" onClick={(e) => e.stopPropagation()}>
                  <input type="checkbox" aria-label={t('list.selectRow')} checked={on} onChange={(e) => onSelect([row.id], e.target.checked)}
                    className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
                </td>
              )}
              {columns.map((c, i) => (
                <td key={c.name} className={`max-w-72 border-b border-slate-100 py-2.5 pr-3 text-slate-700 ${selectable || i > 0 ? 'pl-3' : 'pl-5'}`}>
                  {i === 0
                    ? <a href={detail(row.id)} onClick={(e) => e.stopPropagation()} className="font-medium text-slate-900 hover:text-brand-700">
                        {/* A link inside the row's own link would nest anchors: show the linked name as text. */}
                        <DisplayValue value={row[c.name] ?? (row.__name__ as unknown)} field={c.type === 'foreignkey' ? { ...c, to: undefined } : c} lang={lang} />
                        <SnippetLine row={row} />
                      </a>
                    : <DisplayValue value={row[c.name]} field={c} lang={lang} />}
                </td>
              ))}
              {rowAction && <td className="border-b border-slate-100 px-3 py-2.5 text-right" onClick={(e) => e.stopPropagation()}>{rowAction(row)}</td>}
            </DraggableRow>
          );
        })}
      </tbody>
      {totals && <TotalsRow columns={columns} totals={totals} leading={selectable} trailing={!!rowAction} lang={lang} />}
    </table>
  );
}
