// The option editor's state, kept apart from React so it can be tested: the rows being
// edited, the toggles, validation, and the payload a save posts.
import type { OptionEdit, OptionItem, OptionListInfo, OptionListSave } from '../../api/optionTypes';

export interface Row {
  /** A stable id for React and drag and drop (codes change while typing). */
  id: string;
  code: string;
  /** The code as stored; '' for a row added here. */
  oldCode: string;
  en_US: string;
  zh_CN: string;
  zh_TW: string;
  color: string;
  ext: string;
  buildin: boolean;
  defaultChecked: boolean;
}

export interface Toggles {
  /** On: English, 简体 and 繁體 are edited apart; off: one name serves every language. */
  bilingual: boolean;
  color: boolean;
  code: boolean;
  ext: boolean;
  poset: boolean;
}

export type RowField = 'code' | 'en_US' | 'zh_CN' | 'zh_TW' | 'color' | 'ext';
/** Problems by row id and field: a message key (i18n) or the server's own message. */
export type RowErrors = Record<string, Partial<Record<RowField, string>>>;

let seq = 0;
const newId = () => `r${++seq}`;

export function toRows(options: OptionItem[]): Row[] {
  return options.map((o) => ({
    id: newId(), code: o.code, oldCode: o.code, en_US: o.en_US ?? '', zh_CN: o.zh_CN ?? '', zh_TW: o.zh_TW ?? '',
    color: o.color ?? '', ext: o.ext ?? '', buildin: !!o.is_buildin, defaultChecked: !!o.is_default_checked,
  }));
}

/** The toggles' first state (spec 000 §4): bilingual when any English differs from its Chinese,
 * colour when any colour exists, code when any code exists; ext when any mark exists; POSET
 * when the list has a POSET order. */
export function initialToggles(list: Pick<OptionListInfo, 'options' | 'poset'>): Toggles {
  const o = list.options;
  return {
    bilingual: o.some((x) => (x.en_US ?? '') !== (x.zh_CN ?? '') || (!!x.zh_TW && x.zh_TW !== x.zh_CN)),
    color: o.some((x) => !!x.color),
    code: o.some((x) => !!x.code),
    ext: o.some((x) => !!x.ext),
    poset: list.poset || o.some((x) => x.poset_order != null),
  };
}

export function moveRow(rows: Row[], fromId: string, toId: string): Row[] {
  const from = rows.findIndex((r) => r.id === fromId);
  const to = rows.findIndex((r) => r.id === toId);
  if (from < 0 || to < 0 || from === to) return rows;
  const next = rows.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function addRow(rows: Row[]): Row[] {
  return [...rows, { id: newId(), code: '', oldCode: '', en_US: '', zh_CN: '', zh_TW: '', color: '', ext: '', buildin: false, defaultChecked: false }];
}

export function updateRow(rows: Row[], id: string, patch: Partial<Row>, toggles: Toggles): Row[] {
  return rows.map((r) => {
    if (r.id !== id) return r;
    const next = { ...r, ...patch };
    // One name for every language while bilingual is off.
    if (!toggles.bilingual && patch.en_US !== undefined) next.zh_CN = next.zh_TW = patch.en_US;
    return next;
  });
}

/** Turning bilingual off keeps one name per row: the one in the user's language. */
export function setBilingual(rows: Row[], on: boolean, lang: string): Row[] {
  if (on) return rows.map((r) => ({ ...r, zh_TW: r.zh_TW || r.zh_CN }));
  return rows.map((r) => {
    const name = (lang === 'en' ? r.en_US : lang === 'zh_TW' ? r.zh_TW || r.zh_CN : r.zh_CN) || r.en_US || r.zh_CN;
    return { ...r, en_US: name, zh_CN: name, zh_TW: name };
  });
}

/** A code for a new row while the code column is hidden: from its English name, made unique. */
export function suggestCode(name: string, taken: Set<string>): string {
  const base = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 40) || 'option';
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base}_${n}`;
  return code;
}

const COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The spec's rules (000 §5), checked before posting: code, English and Chinese required,
 * codes unique within the list. A new row of an auto-numbered list, or any new row while
 * codes are hidden, gets its code at save. */
export function validate(rows: Row[], toggles: Toggles, autoCode: boolean): RowErrors {
  const errs: RowErrors = {};
  const set = (id: string, f: RowField, key: string) => { (errs[id] ??= {})[f] = key; };
  const seen = new Set<string>();
  for (const r of rows) {
    const code = r.code.trim();
    const generated = !r.oldCode && (autoCode || !toggles.code);
    if (!code && !generated) set(r.id, 'code', 'settings.options.required');
    else if (code && seen.has(code)) set(r.id, 'code', 'settings.options.duplicateCode');
    if (code) seen.add(code);
    if (!r.en_US.trim()) set(r.id, 'en_US', 'settings.options.required');
    if (toggles.bilingual && !r.zh_CN.trim()) set(r.id, 'zh_CN', 'settings.options.required');
    if (toggles.color && r.color && !COLOR.test(r.color)) set(r.id, 'color', 'settings.options.badColor');
  }
  return errs;
}

/** What a save posts: rows in their order; hidden colour and ext columns clear their values. */
export function toPayload(list: Pick<OptionListInfo, 'key' | 'version' | 'auto_code'>, rows: Row[], toggles: Toggles): OptionListSave {
  const taken = new Set(rows.map((r) => r.code.trim()).filter(Boolean));
  const options: OptionEdit[] = rows.map((r) => {
    let code = r.code.trim();
    if (!code && !r.oldCode && !list.auto_code) {
      code = suggestCode(r.en_US, taken);
      taken.add(code);
    }
    const zh_CN = toggles.bilingual ? r.zh_CN.trim() : r.en_US.trim();
    return {
      code, old_code: r.oldCode, en_US: r.en_US.trim(), zh_CN, zh_TW: toggles.bilingual ? r.zh_TW.trim() || zh_CN : zh_CN,
      color: toggles.color ? r.color : '', ext: toggles.ext ? r.ext.trim() : '', is_default_checked: r.defaultChecked,
    };
  });
  return { type: list.key, version: list.version, options, poset: toggles.poset };
}

/** Whether the editor holds changes the list does not have. */
export function isDirty(list: OptionListInfo, rows: Row[], toggles: Toggles): boolean {
  const base = toPayload(list, toRows(list.options), initialToggles(list));
  const now = toPayload(list, rows, toggles);
  return JSON.stringify(base) !== JSON.stringify(now);
}

/** The server's field errors ("options.2.code": message) placed on rows by position. */
export function serverRowErrors(rows: Row[], errors: Record<string, string> | undefined): RowErrors {
  const out: RowErrors = {};
  for (const [key, msg] of Object.entries(errors ?? {})) {
    const m = /^options\.(\d+)\.(\w+)$/.exec(key);
    const row = m ? rows[Number(m[1])] : undefined;
    if (!row) continue;
    const field = (m![2] === 'old_code' ? 'code' : m![2]) as RowField;
    (out[row.id] ??= {})[field] = msg;
  }
  return out;
}

/** The row a refusal naming an option code is about (an option still in use, built in). */
export function rowOfCode(rows: Row[], code: unknown): Row | undefined {
  return typeof code === 'string' ? rows.find((r) => r.oldCode === code) : undefined;
}
