// What the settings dropdown edits before "Apply it": the filter's choices and the columns
// shown. Kept apart from the screen so the rules are tested alone.
import type { FieldMeta } from '../api/types';
import { customRange } from './filter';
import type { BasicField, ReportColumn, ReportFilter } from './types';

export interface SettingsDraft {
  filter: ReportFilter;
  /** The keys of the columns shown, in the report's order. */
  columns: string[];
}

export const CUSTOM = 'custom';

/** The range select's value: a preset's code, or 'custom' for a 'from,to' range. */
export function rangeChoice(daterange: string): string {
  return customRange(daterange) ? CUSTOM : daterange;
}

/** The suffix of a column view (contract: the shown columns): '' when every column shows. */
export function suffixOf(all: ReportColumn[], shown: string[]): string {
  const kept = all.filter((c) => shown.includes(c.key)).map((c) => c.key);
  return kept.length === all.length || kept.length === 0 ? '' : kept.join(',');
}

/** A draft the server can take, or the key of what is missing. */
export function draftProblem(d: SettingsDraft): string | undefined {
  if (!d.filter.groupby_x) return 'groupby_x';
  if (d.filter.daterange === CUSTOM || (d.filter.daterange.includes(',') && !customRange(d.filter.daterange))) return 'daterange';
  const r = customRange(d.filter.daterange);
  if (r && r.from > r.to) return 'daterange';
  if (d.columns.length === 0) return 'columns';
  return undefined;
}

/** A basic filter field as the app's inputs take a field (the pickers of consultants, teams …). */
export function basicFieldMeta(f: BasicField): FieldMeta {
  return {
    name: f.name, label_value: f.label, type: f.type, to: f.to, multiple: f.multiple,
    options: f.options?.map((o) => ({ code: String(o.code ?? o.value ?? ''), value: String(o.label ?? o.value ?? o.code ?? '') })),
  };
}
