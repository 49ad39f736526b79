// Shapes of the server's answers, as far as the screens read them.
export type Lang = 'en' | 'zh_CN' | 'zh_TW';

export interface CurrentUser {
  id: number;
  __name__: string;
  lang: Lang;
  isAdmin: boolean;
  firstLogin: boolean;
  changePassword: boolean;
  parent_user: { id: number; __name__: string } | number | null;
  email?: string;
  /** The user type's code (consultant, hunter, hr, linemgr); a line manager's menus are restricted. */
  user_type?: string;
  isLinemgr?: boolean;
}

export interface SystemConfig {
  system_expired: boolean;
  hide_forget_password: boolean;
  clientType: string;
  CLIENT_CODE: string;
  /** Text the user must accept before signing in; null when the tenant sets none. */
  login_agreement?: string | null;
  /** Image URL behind the sign-in page; null for the built-in brand panel. */
  login_background?: string | null;
  /** The ICP filing number (备案号) shown in the sign-in page's footer; null when unset. */
  icp_record?: string | null;
  /** The modules turned on for the tenant (their screens show); absent from older servers:
   * every module is on. */
  modules?: string[];
  [key: string]: unknown;
}

export interface NavLink {
  key: string;
  label: string;
  label_tw: string;
  label_en: string;
  url: string;
  is_model: boolean;
  model?: string;
  new_window: boolean;
  children?: NavLink[];
  /** The children are the sidebar of the page url opens (Settings): one header link, not a menu. */
  sidebar?: boolean;
}

export interface AddMenuItem {
  key: string;
  model_name: string;
  type: string;
  icon: string;
  label: string;
}

export interface NavbarConfig {
  link_list: NavLink[];
  add_menu: AddMenuItem[];
}

export interface FieldOption {
  code: string;
  value: string;
  en_US?: string;
  zh_CN?: string;
  zh_TW?: string;
  color?: string;
}

export interface FieldMeta {
  name: string;
  label_value: string;
  type: string;
  view_type?: string;
  to?: string;
  sortable?: boolean;
  options?: FieldOption[];
  [key: string]: unknown;
}

/** Where a tags field's library lives (modules/tags LibraryInfo). */
export interface TagLibraryRef { model: string; group_model: string; group_field: string; name_field: string }

/** A tag group as GET /rest/{group_model}/get_type answers it; permission 'view' hides Edit. */
export interface TagGroup { id: number; name: string; count: number; permission: string }

export type Localized = Partial<Record<Lang, string>>;

export interface DetailGroup {
  name: string;
  label: Localized;
  layout: 1 | 2;
  fields: string[];
}

export interface DetailTab {
  name: string;
  label_value: string;
  type: string;
  param?: string;
  data_model_name?: string;
  defaultTab?: boolean;
}

export interface ModelMeta {
  name: string;
  label_value: string;
  icon?: string;
  ordering?: string;
  facetable?: boolean;
  folderable?: boolean;
  /** The list offers the spreadsheet import (meta importable). */
  importable?: boolean;
  /** Set on hierarchical models (city, industry): the foreignkey to the parent node. */
  tree?: { parent: string };
  views: { list?: { columns: string[] }; card?: { columns: string[] }; detail?: { groups: DetailGroup[] }; [view: string]: unknown };
  allowed_actions: string[];
  /** The model's record and mass actions from metadata (meta/README.md#actions). */
  actions?: { actions?: MetaAction[]; mass_actions?: MetaAction[] };
  detail_tabs?: DetailTab[];
  /** The views (suffixes) this user may pick, Default ('') among them. */
  suffixes?: SuffixInfo[];
  /** A digest of each view as stored, sent back with a save so a stale one is refused. */
  view_versions?: Record<string, string>;
  /** The model's e-mail role: a 'message' model is added through the e-mail composer. */
  mail_role?: 'message' | 'template';
  /** The model's records move through stages (meta/README.md#pipeline); the UI's pipeline
   * board, stage summary and move dialog read it. */
  pipeline?: PipelineMeta;
  fields: FieldMeta[];
}

/** One pipeline stage: code is an option of the stage field; a stage with a model records the
 * move as a record of it, linked back by its foreignkey via; from names its field the engine
 * fills with the stage moved from. */
export interface PipelineStage { code: string; model?: string; to: string[]; update?: Record<string, string>; via?: string; from?: string }

/** meta.Pipeline as the model info carries it. */
export interface PipelineMeta { stage: string; board?: string; links?: string[]; stages: PipelineStage[] }

/** A view (suffix) of a model: group -99/-50 system, -1 shared, a user id personal. */
export interface SuffixInfo {
  code: string;
  value: string;
  group: number;
  /** The owner of a personal view. */
  suffix_user_id?: number;
  deletable: boolean;
  /** The gql the view shows (My candidates: owner={{user.id}}), ANDed with what is typed. */
  filter?: string;
  /** The list opens on this view for the user's type until they pick another (meta default_for). */
  default?: boolean;
}

/** The group a new view is created in: system, shared or (0) the user's own. */
export type ViewGroup = -99 | -1 | 0;

export type DataRecord = Record<string, unknown> & { id: number; __name__?: string; is_deleted?: boolean };

export interface ListPage {
  count: number;
  count_exact?: boolean;
  current: number;
  pages: number;
  list: DataRecord[];
}

export interface FacetField {
  name: string;
  label_value: string;
  type: string;
  facet: string;
}

export interface FacetValue {
  key: unknown;
  value: number;
  label: string;
  query: string;
}

export type QuickSearchResult = Record<string, Array<DataRecord & { model: string }>>;

/** Who a saved filter or folder is shared with; only `everyone` is offered in the app so far. */
export interface ShareEntry { type: 'people' | 'team' | 'title' | 'everyone'; value?: unknown }

export interface SavedFilter {
  id: number;
  name: string;
  query: string;
  share: ShareEntry[];
  sort?: number;
  count?: number;
  count_exact?: boolean;
  from_key?: string;
  /** How the list was shown when the filter was saved (POST /rest/queryfilter/update/viewconfig). */
  viewconfig?: FilterViewConfig;
}

/** A node of the field-tree picker (GET /rest/custom_field/{model}/{view}/all). */
export interface FieldNode { name: string; label_value: string; type: string; to?: string; has_children: boolean; facet_able?: boolean }

/** A line of a record's operation log (GET /rest/operationlog/list). */
export interface OpEntry {
  type: string; // view, or create / update / delete / recover
  user?: { id: number; __name__: string };
  dateAdded: string;
  field?: string;
  field_label?: string;
  old?: unknown;
  new?: unknown;
}

export interface FilterViewConfig { suffix?: string; ordering?: string }

export interface SavedFilters { from_me: SavedFilter[]; from_share: SavedFilter[] }

export interface Folder {
  id: number;
  name: string;
  share: ShareEntry[];
  count?: number;
  /** The user's own (editable) or shared with them (read only). */
  from_key?: 'from_me' | 'from_share';
}

export interface BrowsedRecord {
  model: string;
  model_label: string;
  id: number;
  __name__: string;
  islimited?: boolean;
  viewed_at: string;
}

/** A background job as its owner sees it (GET /rest/asynctask/list); an export's result names its file. */
export interface AsyncTask {
  id: number;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  error?: string;
  result?: { file?: string; filename?: string; rows?: number; [k: string]: unknown };
  dateAdded: string;
  finishedAt?: string;
}

/** A field an import may fill (POST /rest/{model}/import/preview). */
export interface ImportField { name: string; label: string; type: string; required: boolean; multiple?: boolean }

/** What the import's mapping step shows of an uploaded file. */
export interface ImportPreview {
  header: string[];
  rows: string[][];
  count: number;
  /** column index -> suggested field name */
  mapping: Record<string, string>;
  fields: ImportField[];
  /** The groups of fields a row cannot do without (a required field alone, or "at least one
   * of"): Import stays blocked while a group has no column. */
  identity?: string[][];
  /** The mapping is the one this user chose for a file with the same headers. */
  remembered?: boolean;
}

/** One problem of a refused import: the spreadsheet row (header = 1) and what is wrong. */
export interface ImportProblem { row: number; field?: string; label?: string; message: string; text: string }

/** The data of a refused import (status 400). */
export interface ImportRefusal { errors: ImportProblem[]; rows: number; summary: string }

/** A label in each language, as metadata gives it. */
export type MetaLabel = Partial<Record<'en' | 'zh_CN' | 'zh_TW', string>>;

/** A metadata action: a built-in (edit, delete, recover, mass_edit, export) or a custom "update". */
export interface MetaAction {
  name: string;
  label: MetaLabel;
  icon?: string;
  type?: 'update';
  access?: string;
  confirm?: MetaLabel;
  reason?: MetaLabel;
}

/** A record action as the server answers it for the signed-in user (GET /rest/{model}/{id}/actions). */
export interface ActionState {
  name: string;
  label: string;
  type?: 'update';
  icon?: string;
  shown: boolean;
  enabled: boolean;
  reason?: string;
  confirm?: string;
}

/** An uploaded file, as attachments fields and the upload call show it. */
export interface FileInfo {
  id: number;
  uuidname: string;
  originname: string;
  ext: string;
  filesize: number;
}
