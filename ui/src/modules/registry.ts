// The one registry through which feature modules add their screens to the shell. A module is
// plain data (a UiModule, declared in its folder's module.ts and listed in ./index.ts); the
// shell, the router, the detail, list and settings screens read the slots below and never name
// a feature. The server names the modules in force for the tenant (GET /rest/data/config →
// data.modules); a plugin it does not name adds nothing, so a plugin's screens come and go
// with the plugin.
import type { ComponentType, ReactNode } from 'react';
import type { ActionState, CurrentUser, DataRecord, DetailTab, FieldMeta, FilterViewConfig, Lang, ModelMeta, SystemConfig } from '../api/types';
import type { RowsPill } from '../list/ListDnd';
import type { FloatData } from '../stores/pageFloat';
import type { InputWidget } from '../widgets/input/types';

/** A component a module adds, and, for a code-split one, the function that fetches its code
 * (the screen that shows it calls it early, so the part is there when it is drawn). */
export interface Part<P> {
  Component: ComponentType<P>;
  preload?: () => Promise<unknown>;
}

/** A screen in place of a model screen: #{page}/…?{query}. */
export interface PageEntry extends Part<{ query: URLSearchParams }> { page: string }

/** A view of a model beyond list, detail and add: #{model}/{view}?{query}. */
export interface ViewEntry extends Part<{ model: string; query: URLSearchParams }> { view: string }

/** What a page float's panel is drawn with (its kind is 'type:sub'). */
export interface FloatProps { sub: string; data: FloatData; closing: boolean }
/** A page float's panel: type, and sub when only that subtype is this panel's ('' for none). */
export interface FloatEntry extends Part<FloatProps> { type: string; sub?: string }

/** A header entry, placed by order among the core's: quick search 10, add menu 50, user menu 90. */
export interface HeaderEntry extends Part<object> {
  key: string;
  order: number;
  /** 'header': kept in the phone's header bar (the bell); the others go in the phone's menu drawer. */
  phone?: 'header';
}

/** An entry of the header's add menu, after the models the navigation lists. */
export interface AddMenuEntry {
  key: string;
  labelKey: string;
  icon: ComponentType<{ className?: string }>;
  select(): void;
}

/** An entry of the avatar's menu, before the core's (My exports). */
export interface UserMenuEntry {
  key: string;
  labelKey: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  shown?(user: CurrentUser): boolean;
  select(): void;
}

/** What a settings page is given: its route's query, and ways to change it. */
export interface SectionProps {
  selected: string;
  onSelect(key: string): void;
  query: URLSearchParams;
  onParams(params: Record<string, string | undefined>): void;
}
/** A settings page at #system-setting/list?type={type}, in the settings sidebar. */
export interface SettingsEntry extends Part<SectionProps> {
  type: string;
  labelKey: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** Listed for administrators only. */
  adminOnly?: boolean;
}

/** A record page of its own for the models it matches, loading what it needs itself. */
export interface DetailPageEntry extends Part<{ model: string; id: string | null; embedded?: boolean }> {
  matches(meta: ModelMeta | undefined): boolean;
}

/** Drawn instead of the field groups once the detail screen has the record. */
export interface RecordPageEntry extends Part<{ model: string; meta: ModelMeta; record: DataRecord; onChanged(): void }> {
  matches(meta: ModelMeta): boolean;
}

/** What the parts of a record's page get: the record, its model, and the page's tabs. */
export interface RecordPartProps {
  model: string;
  meta: ModelMeta;
  record: DataRecord;
  onChanged(): void;
  /** The detail tabs the page shows, and a way to open one. */
  tabs: DetailTab[];
  selectTab(name: string): void;
}
/** A part of a record's page: beside its title (buttons) or above its tabs (summaries). It
 * decides itself whether it shows (null when not). */
export type RecordPartEntry = Part<RecordPartProps>;

/** What a detail tab's panel gets. */
export interface DetailTabProps {
  tab: DetailTab;
  model: string;
  record: DataRecord;
  onChanged(): void;
  /** The query the page was opened with (a tab's own sub-tab may be named in it). */
  opening: URLSearchParams;
}
/** A kind of detail tab: the tabs it matches are shown, drawn by its panel. */
export interface DetailTabEntry extends Part<DetailTabProps> {
  matches(tab: DetailTab): boolean;
  /** The page takes the window's width while this tab is open (a board's columns). */
  wide?: boolean;
  /** On a wide screen the tab is drawn beside the record's fields rather than behind a tab (the
   * feed's timeline, as the best CRMs lay a record out); on a narrow one it stays a tab. */
  aside?: boolean;
}

/** A built-in record action a module draws among the detail page's buttons. */
export interface RecordAction {
  name: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** Why it cannot run now; undefined when it can. */
  disabled?: string;
  run(): Promise<void>;
}
export interface RecordActionContext {
  model: string;
  record: DataRecord;
  /** The server's answer for the record's actions (shown, enabled, reason). */
  states: ActionState[] | undefined;
  onChanged(): void;
  fail(e: unknown): void;
}
export interface RecordActionEntry { actions(ctx: RecordActionContext): RecordAction[] }

/** A last cell on each row of the lists of the models it matches. */
export interface RowActionEntry extends Part<{ row: DataRecord; onDone(): void }> {
  matches(meta: ModelMeta): boolean;
}

/** The add or edit form of the models it matches, in place of the generic form. */
/** Around the generic add/edit form's fields: a module's way in to what is typed (a CV dropped
 * on the add form fills it). values are the form's data as typed so far. */
export interface FormScopeProps { meta: ModelMeta; edit: boolean; values: Record<string, unknown>; children: ReactNode }
export interface FormScopeEntry { key: string; Scope: ComponentType<FormScopeProps> }

export interface RecordFormEntry extends Part<{ model: string; data: FloatData; edit: boolean; closing: boolean }> {
  matches(meta: ModelMeta, edit: boolean): boolean;
}

/** A feed item as a cell sees it (the feed's item shape, as far as cells need it). */
export interface FeedCellItem { type: string; external_type: string; external_model: string; data?: Record<string, unknown> | null }
export interface FeedCellProps { item: FeedCellItem; target: DataRecord; fields: Map<string, FieldMeta>; lang: Lang; ownerModel?: string }
/** A kind of feed cell: the items it matches get its body and icon (one of the feed's icon names). */
export interface FeedCellEntry extends Part<FeedCellProps> {
  kind: string;
  /** The items' external type, for the type icon of items of other kinds too. */
  externalType?: string;
  icon: string;
  matches(item: Pick<FeedCellItem, 'type' | 'external_type'>): boolean;
}

/** The input of the fields it matches, in place of their type's widget in every form (a tags
 * field with a tag library gets the library's). */
export interface FieldInputEntry {
  matches(field: FieldMeta): boolean;
  Input: InputWidget;
}

/** What a module's parts of a list screen get: the list's model and filter, and ways to change it. */
export interface ListPartProps {
  model: string;
  meta: ModelMeta;
  /** The filter as a saved entry would hold it: the typed gql, or with facets on the combined filter. */
  savableGql: string;
  /** The typed filter when no facet is on, '' otherwise: a saved entry with this query is the one shown. */
  activeGql: string;
  /** The list's view and ordering. */
  view: FilterViewConfig;
  /** Replaces the whole filter (and view) and goes to page 1. */
  apply(query: string, view?: FilterViewConfig): void;
  clearSelection(): void;
  /** Loads the list's page again. */
  reload(): void;
}
/** A mass action gets the checked rows, and says when it is done (rows unchecked, list reloaded). */
export interface ListMassActionProps extends ListPartProps { ids: number[]; done(): void }
/** What wraps a list screen: whether the sidebar is open, and whether the list is the phone's
 * (where rows dragged show the sidebar). */
export interface ListScopeProps extends ListPartProps { sidebarOpen: boolean; mobile: boolean; children: ReactNode }

/** A module's parts of every list screen (saved filters and folders are one). Its parts share
 * what the Scope around them provides. */
export interface ListPartEntry {
  key: string;
  /** Around the list screen, its sidebar, toolbar and rows. */
  Scope?: ComponentType<ListScopeProps>;
  /** In the list's left column, before the facets. */
  Sections?: ComponentType<ListPartProps>;
  /** In the toolbar while no row is checked, after the filter box. */
  Toolbar?: ComponentType<ListPartProps>;
  /** Among the actions on the checked rows, before Export. */
  MassAction?: ComponentType<ListMassActionProps>;
  /** The lists whose rows can be dragged onto the places its sections put up (dnd-kit data
   * with dropRows(ids), list/ListDnd.tsx), and what the dragged rows show. */
  rowDrop?: RowsPill & { matches(meta: ModelMeta): boolean };
}

/** The session as the sign-in gate sees it. */
export interface GateState { user?: CurrentUser; config?: SystemConfig }

export interface UiModule {
  /** The server's name of the module (data.modules of GET /rest/data/config). */
  name: string;
  /** A plugin, which a tenant turns on or off (Settings → Add-ons): on only while the server
   * names it. Other modules are always in force, as on the server. */
  plugin?: boolean;
  /** A module that is not a plugin but serves only plugins (the job boards' shared screens): in
   * force only while one of these modules is, so with all of them off it leaves no trace. */
  onlyWith?: string[];
  /** The modules whose folders this one's code imports (the shell and the registry import none;
   * modules/layers.test.ts holds every feature to what it declares here). */
  requires?: string[];
  /** Route words: pages, model views, special routes that open a float ({word: default sub}:
   * #{word}/{sub} opens the float {word}:{sub}), and other names of a model. */
  pages?: PageEntry[];
  views?: ViewEntry[];
  floatRoutes?: Record<string, string>;
  modelAliases?: Record<string, string>;
  floats?: FloatEntry[];
  header?: HeaderEntry[];
  addMenu?: AddMenuEntry[];
  userMenu?: UserMenuEntry[];
  settings?: SettingsEntry[];
  detailPages?: DetailPageEntry[];
  recordPages?: RecordPageEntry[];
  /** Beside the record's title, before its actions. */
  recordButtons?: RecordPartEntry[];
  /** Between the record's title and its tabs. */
  recordSummaries?: RecordPartEntry[];
  detailTabs?: DetailTabEntry[];
  recordActions?: RecordActionEntry[];
  rowActions?: RowActionEntry[];
  recordForms?: RecordFormEntry[];
  formScopes?: FormScopeEntry[];
  feedCells?: FeedCellEntry[];
  fieldInputs?: FieldInputEntry[];
  listParts?: ListPartEntry[];
  /** Mounted once by the shell for the signed-in user: pop-ups, listeners, effects. */
  hosts?: Part<object>[];
  /** The screen shown instead of the shell (sign-in, expired, forced password change), or
   * null to let the user in. */
  gate?(s: GateState): ComponentType | null;
  /** Parameters of the page's address kept through sign-in (links into the app). */
  signInKeeps?: string[];
}

/** The slots that are lists of entries. */
export type Slot = { [K in keyof UiModule]-?: NonNullable<UiModule[K]> extends readonly unknown[] ? K : never }[keyof UiModule];
export type EntryOf<S extends Slot> = NonNullable<UiModule[S]>[number];

let installed: readonly UiModule[] = [];

/** Done once as the app starts (main.tsx), with the list of ./index.ts; tests install theirs. */
export function installModules(modules: readonly UiModule[]) {
  const names = new Set<string>();
  for (const m of modules) {
    if (names.has(m.name)) throw new Error(`UI module "${m.name}" is listed twice`);
    names.add(m.name);
  }
  for (const m of modules) {
    const missing = (m.requires ?? []).filter((r) => !names.has(r));
    if (missing.length) throw new Error(`UI module "${m.name}" requires ${missing.join(', ')}, which is not installed`);
  }
  installed = modules;
}

export function installedModules(): readonly UiModule[] {
  return installed;
}

/** The server's list of modules turned on, or undefined when it sends none (an older server:
 * every module is on). */
export function modulesOn(config: { modules?: unknown } | undefined): readonly string[] | undefined {
  const list = config?.modules;
  return Array.isArray(list) && list.every((n) => typeof n === 'string') ? list : undefined;
}

/** The modules among `modules` that are on: every one that is not a plugin, and the plugins the
 * server names; all of them when it names none (an older server, or before sign-in). A module
 * with onlyWith is on while the server names one of the modules it lists (the server's word,
 * so a board plugin whose UI is not installed still counts). */
export function enabledModules(modules: readonly UiModule[], on: readonly string[] | undefined): readonly UiModule[] {
  if (!on) return modules;
  const set = new Set(on);
  return modules.filter((m) => (!m.plugin || set.has(m.name)) && (!m.onlyWith || m.onlyWith.some((n) => set.has(n))));
}

/** Every entry of one slot, in the order of the modules. */
export function collect<S extends Slot>(modules: readonly UiModule[], slot: S): EntryOf<S>[] {
  return modules.flatMap((m) => (m[slot] ?? []) as EntryOf<S>[]);
}

/** Fetches the code of the code-split parts of some slots (errors show where a part is drawn). */
export function preloadParts(modules: readonly UiModule[], slots: Slot[]) {
  for (const slot of slots) {
    for (const e of collect(modules, slot)) {
      const preload = (e as Partial<Part<unknown>>).preload;
      if (preload) void preload().catch(() => {});
    }
  }
}
