// The option editor's payloads (GET /rest/options/lists, POST /rest/options/save).

export interface OptionItem {
  code: string;
  en_US: string;
  zh_CN: string;
  zh_TW?: string;
  color?: string;
  ext?: string;
  is_buildin?: boolean;
  is_default_checked?: boolean;
  order?: number;
  poset_order?: number | null;
}

export interface OptionListInfo {
  key: string;
  /** The fields using the list ("Candidate · Status"), or the list's own label. */
  label: string;
  fields: string[];
  count: number;
  addable: boolean;
  auto_code: boolean;
  poset: boolean;
  version: string;
  options: OptionItem[];
}

export interface OptionEdit {
  code: string;
  /** The code the option had when read; '' for a new option. */
  old_code: string;
  en_US: string;
  zh_CN: string;
  zh_TW: string;
  color: string;
  ext: string;
  is_default_checked: boolean;
}

export interface OptionListSave {
  type: string;
  version: string;
  options: OptionEdit[];
  poset: boolean;
}
