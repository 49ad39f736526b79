// The shapes of the reports module's calls (contract §2 of issue 18): the report, its charts,
// its filter choices and the list of templates.

export type ViewType = 'table' | 'bar' | 'trend' | 'pie' | 'stack';
export const VIEW_TYPES: readonly ViewType[] = ['table', 'bar', 'trend', 'pie', 'stack'];

/** spec 001 §3 "Report filter". filter_basic holds the basic fields' values by name. */
export interface ReportFilter {
  gql: string;
  groupby_x: string;
  groupby_y: string;
  groupby_z: string;
  datetype: string;
  daterange: string;
  filter_basic: Record<string, unknown>;
}

/** spec 001 §3 "Report view config": what the report opens on. */
export interface ReportViewConfig {
  viewType: ViewType;
  suffix: string;
  suffix_user_id: number;
  config_name: string;
  score_config_name: string;
}

export type ColumnFormat = 'number' | 'money' | 'percent' | 'days';
export type Rag = 'red' | 'amber' | 'green';

export interface ReportColumn { key: string; label: string; format: ColumnFormat; target?: boolean }
export interface ReportDim { name: string; label: string }

/** One number of the report; model + gql is the list of the records behind it (absent for
 * percent and days cells, which count no records). */
export interface ReportCell { value: number; target?: number; rag?: Rag; model?: string; gql?: string }
export interface ReportRow { keys: unknown[]; labels: string[]; cells: Record<string, ReportCell> }

export interface Report {
  type: string;
  label: string;
  model: string;
  filter: ReportFilter;
  range?: { from: string; to: string; label: string };
  dims: ReportDim[];
  columns: ReportColumn[];
  rows: ReportRow[];
  total?: { cells: Record<string, ReportCell> };
  views: ViewType[];
  viewconfig?: Partial<ReportViewConfig>;
  fromAdmin: boolean;
  editable: boolean;
}

export interface ChartPoint { value: number; model?: string; gql?: string }
export interface ChartSeries { key: string; name: string; stack?: string; data: ChartPoint[] }
/** /report/chart/echarts and /report/chart/trends (buckets: the first day of each trend bucket). */
export interface ChartData { categories: string[]; buckets?: string[]; series: ChartSeries[] }

export interface Choice { code: string; label: string }
export interface NamedChoice { name: string; label: string }
/** A basic filter field (get_type): a field of the report's filter drawn with the app's inputs. */
export interface BasicField { name: string; label: string; type: string; to?: string; multiple?: boolean; options?: { code?: string; value?: string; label?: string }[] }
export interface FilterChoices {
  fields: BasicField[];
  groupby: { x: NamedChoice[]; y: NamedChoice[]; z: NamedChoice[] };
  datetypes: Choice[];
  dateranges: Choice[];
}

/** A field usable in the report's gql (/search/all). */
export interface GqlField { name: string; label_value: string; type: string }

/** An entry of GET /rest/reporttemplate/list. */
export interface ReportTemplate {
  name: string;
  label: string;
  category: string;
  category_label: string;
  model: string;
  description?: string;
  views: ViewType[];
  fromAdmin: boolean;
  editable: boolean;
}
