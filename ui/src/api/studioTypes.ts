// The admin studio's payloads: custom fields, view layouts and suffixes, model packages.
import type { FieldMeta, Lang, SuffixInfo } from './types';

/** A label in each language, as the studio edits it (raw, not translated by the server). */
export type Trilingual = Record<Lang, string>;

/** A field as GET /rest/custom_field/{model}/list?user=company describes it to the studio. */
export interface StudioField extends FieldMeta {
  custom?: boolean;
  hidden?: boolean;
  indexed?: boolean;
  required?: boolean;
  facet_able?: boolean;
  searchable?: boolean;
  system?: boolean;
  label?: Partial<Trilingual>;
  expression?: string;
  result_type?: string;
  max?: number;
  rollup?: Rollup;
  via?: string; // a reverse relation's link field on the child model
}

export interface Rollup { relation: string; function: 'count' | 'sum' | 'min' | 'max'; field?: string }

export interface StudioGroup { name: string; label: Partial<Trilingual>; layout: 1 | 2; fields: string[] }
export interface StudioView { columns?: string[]; groups?: StudioGroup[] }

/** The model's fields and the views for one scene and suffix. */
export interface StudioModel {
  name: string;
  label_value: string;
  views: Partial<Record<string, StudioView>>;
  view_versions?: Record<string, string>;
  fields: StudioField[];
}

/** A view suffix (GET /rest/viewconfig/get_type): group -99/-50 system, -1 shared, a user id personal. */
export type ViewSuffix = SuffixInfo;

/** One entry of POST /rest/custom_field/modify/{model}/list: a group, then its fields. */
export type LayoutEntry =
  | { entry_type: 'group'; name: string; label_value: string; label: Partial<Trilingual>; extra: 1 | 2 }
  | { entry_type: 'field'; name: string };

export interface FieldOptionSave { code: string; value: Trilingual; color?: string }

/** POST /rest/custom_field/{model}/field/save. */
export interface FieldSave {
  name: string;
  type: string;
  label: Trilingual;
  required?: boolean;
  indexed?: boolean;
  facet_able?: boolean;
  searchable?: boolean;
  hidden?: boolean;
  options?: FieldOptionSave[];
  max?: number;
  to?: string;
  expression?: string;
  result_type?: string;
  rollup?: Rollup;
  new: boolean;
  confirm_type_change?: boolean;
}

/** An installed model package (GET /rest/metapackage/list). */
export interface MetaPackage {
  name: string;
  version: string;
  label?: string | Partial<Trilingual>;
  models: string[];
  installed_at?: string;
  /** The installing user's id (as the server answers), or their name. */
  installed_by?: number | string | { id: number; __name__: string } | null;
}

/** A detail tab as the tab editor reads and saves it (spec 000 §3 detail-tab config). */
export interface StudioTab {
  name: string;
  label: Partial<Trilingual>;
  label_value?: string;
  type: string;
  icon?: string;
  param?: string;
  special_param?: string;
  persist_gql?: string;
  db_name?: string;
  data_model_name?: string;
  defaultTab?: boolean;
}
