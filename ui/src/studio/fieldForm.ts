// The field editor's state, kept apart from React so it can be tested: the draft a dialog
// edits, the defaults of each type, the payload a save posts, and where a server error shows.
import type { FieldOption } from '../api/types';
import type { FieldSave, Rollup, StudioField, Trilingual } from '../api/studioTypes';

/** The types an admin may give a custom field (spec 000 §3), in the order the select offers them. */
export const CUSTOM_TYPES = [
  'integer', 'double', 'number-range', 'char', 'multiline', 'richtext', 'checkbox', 'radio', 'dropdown',
  'checkboxdropdown', 'date', 'datetime', 'rate', 'foreignkey', 'rollupfield', 'originaltext', 'expressions',
] as const;
export const CHOICE_TYPES = ['radio', 'dropdown', 'checkboxdropdown', 'checkbox'];
export const ROLLUP_FUNCTIONS: Rollup['function'][] = ['count', 'sum', 'min', 'max'];
export const RESULT_TYPES = ['char', 'integer', 'double', 'checkbox', 'date'];
/** Spec 000 §9: rate default 5, option default count 3. */
export const DEFAULT_RATE_MAX = 5;
const DEFAULT_OPTION_COUNT = 3;

export interface OptionDraft { id: string; code: string; value: Trilingual; color: string }

export interface FieldDraft {
  isNew: boolean;
  /** The type as stored, to tell a type change (which the server may ask to confirm). */
  storedType: string;
  custom: boolean;
  name: string;
  type: string;
  label: Trilingual;
  required: boolean;
  indexed: boolean;
  facet_able: boolean;
  searchable: boolean;
  hidden: boolean;
  options: OptionDraft[];
  max: string;
  to: string;
  expression: string;
  result_type: string;
  rollup: Rollup;
}

let seq = 0;
const newId = () => `o${++seq}`;

export const isChoice = (type: string) => CHOICE_TYPES.includes(type);

/** The options a new choice field starts with: Option 1, 2, 3 with codes 1, 2, 3; `names`
 * gives each language's word for "Option". */
export function defaultOptions(names: Trilingual, count = DEFAULT_OPTION_COUNT): OptionDraft[] {
  return Array.from({ length: count }, (_, i) => ({
    id: newId(), code: String(i + 1), color: '',
    value: { en: `${names.en} ${i + 1}`, zh_CN: `${names.zh_CN}${i + 1}`, zh_TW: `${names.zh_TW}${i + 1}` },
  }));
}

/** A further option: the next free numeric code, named like the defaults. */
export function addOption(options: OptionDraft[], names: Trilingual): OptionDraft[] {
  const next = Math.max(0, ...options.map((o) => Number(o.code)).filter(Number.isFinite)) + 1;
  const [o] = defaultOptions(names, next).slice(-1);
  return [...options, { ...o, code: String(next) }];
}

export function newDraft(): FieldDraft {
  return {
    isNew: true, storedType: '', custom: true, name: '', type: 'char', label: { en: '', zh_CN: '', zh_TW: '' },
    required: false, indexed: false, facet_able: false, searchable: false, hidden: false, options: [],
    max: String(DEFAULT_RATE_MAX), to: '', expression: '', result_type: 'char', rollup: { relation: '', function: 'count', field: '' },
  };
}

/** A stored field as the dialog edits it. */
export function draftOf(f: StudioField): FieldDraft {
  const label = f.label ?? {};
  return {
    isNew: false, storedType: f.type, custom: !!f.custom, name: f.name, type: f.type,
    label: { en: label.en ?? f.label_value, zh_CN: label.zh_CN ?? '', zh_TW: label.zh_TW ?? '' },
    required: !!f.required, indexed: !!f.indexed, facet_able: !!f.facet_able, searchable: !!f.searchable, hidden: !!f.hidden,
    options: (f.options ?? []).map(optionDraft),
    max: f.max != null ? String(f.max) : String(DEFAULT_RATE_MAX), to: f.to ?? '', expression: f.expression ?? '',
    result_type: f.result_type || 'char', rollup: { relation: f.rollup?.relation ?? '', function: f.rollup?.function ?? 'count', field: f.rollup?.field ?? '' },
  };
}

function optionDraft(o: FieldOption): OptionDraft {
  return { id: newId(), code: o.code, color: o.color ?? '', value: { en: o.en_US ?? o.value, zh_CN: o.zh_CN ?? o.value, zh_TW: o.zh_TW ?? o.zh_CN ?? o.value } };
}

/** Changing the type: a choice type with no options yet gets the three defaults. */
export function changeType(d: FieldDraft, type: string, names: Trilingual): FieldDraft {
  const options = isChoice(type) && d.options.length === 0 ? defaultOptions(names) : d.options;
  return { ...d, type, options };
}

/** What a save posts: only the keys the type uses. */
export function toSave(d: FieldDraft, confirmTypeChange = false): FieldSave {
  const trim = (l: Trilingual): Trilingual => ({ en: l.en.trim(), zh_CN: l.zh_CN.trim(), zh_TW: l.zh_TW.trim() });
  const save: FieldSave = {
    name: d.name.trim(), type: d.type, label: trim(d.label), required: d.required, indexed: d.indexed,
    facet_able: d.facet_able, searchable: d.searchable, hidden: d.hidden, new: d.isNew,
  };
  if (isChoice(d.type)) save.options = d.options.map((o) => ({ code: o.code.trim(), value: trim(o.value), ...(o.color ? { color: o.color } : {}) }));
  if (d.type === 'rate') save.max = Number(d.max) || DEFAULT_RATE_MAX;
  if (d.type === 'foreignkey') save.to = d.to;
  if (d.type === 'expressions') {
    save.expression = d.expression;
    save.result_type = d.result_type;
  }
  if (d.type === 'rollupfield') {
    save.rollup = { relation: d.rollup.relation, function: d.rollup.function };
    if (d.rollup.function !== 'count' && d.rollup.field) save.rollup.field = d.rollup.field;
  }
  if (confirmTypeChange) save.confirm_type_change = true;
  return save;
}

/** What saving an existing field posts: its name and only what the admin changed. The server
 * keeps every key not posted, and a built-in field may change only some keys (labels, flags),
 * so echoing the others back unchanged could be refused. A new field posts everything. */
export function toUpdate(d: FieldDraft, original: FieldDraft, confirmTypeChange = false): FieldSave {
  const now = toSave(d, confirmTypeChange);
  if (d.isNew) return now;
  const before = toSave(original) as unknown as Record<string, unknown>;
  const changed: Record<string, unknown> = { name: original.name, new: false };
  for (const [k, v] of Object.entries(now)) {
    if (k === 'name' || k === 'new') continue;
    if (JSON.stringify(v) !== JSON.stringify(before[k])) changed[k] = v;
  }
  // The options of a stored choice field belong to the option editor (Settings → Option
  // Lists); they are posted only when the field becomes a choice field.
  if (isChoice(original.storedType)) delete changed.options;
  return changed as unknown as FieldSave;
}

/** A refusal of a save, read from either shape the server may answer: problems by input key
 * (`errors` {key: message}, or one `field` naming the key of `message`), and for a type change
 * that needs the admin's word the question to ask (`confirm` as text, or `data.confirm` true
 * with the question as the message). */
export function readRefusal(status: number, body: Record<string, unknown>, message: string): { confirm?: string; fields: Record<string, string> } {
  const data = body.data as { confirm?: unknown } | undefined;
  let confirm: string | undefined;
  if (status === 409) {
    if (typeof body.confirm === 'string' && body.confirm) confirm = body.confirm;
    else if (body.confirm === true || data?.confirm) confirm = message;
  }
  const fields: Record<string, string> = {};
  if (body.errors && typeof body.errors === 'object') {
    for (const [k, v] of Object.entries(body.errors as Record<string, unknown>)) fields[k] = String(v);
  }
  if (typeof body.field === 'string' && body.field && !fields[body.field]) fields[body.field] = message;
  return { confirm, fields };
}

/** A field identifier: a lower-case letter, then letters, digits or underscores. */
export const NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

/** Problems found before posting, by input key (see inputKeyOf); values are i18n keys. */
export function validateDraft(d: FieldDraft): Record<string, string> {
  const errs: Record<string, string> = {};
  if (d.isNew && !NAME_PATTERN.test(d.name.trim())) errs.name = d.name.trim() ? 'studio.field.badName' : 'studio.field.required';
  if (!d.label.en.trim()) errs['label.en'] = 'studio.field.required';
  if (isChoice(d.type)) {
    if (!d.options.length) errs.options = 'studio.field.needOptions';
    const seen = new Set<string>();
    d.options.forEach((o, i) => {
      const code = o.code.trim();
      if (!code) errs[`options.${i}.code`] = 'studio.field.required';
      else if (seen.has(code)) errs[`options.${i}.code`] = 'studio.field.duplicateCode';
      seen.add(code);
      if (!o.value.en.trim()) errs[`options.${i}.value.en`] = 'studio.field.required';
    });
  }
  if (d.type === 'foreignkey' && !d.to) errs.to = 'studio.field.required';
  if (d.type === 'expressions' && !d.expression.trim()) errs.expression = 'studio.field.required';
  if (d.type === 'rollupfield') {
    if (!d.rollup.relation) errs['rollup.relation'] = 'studio.field.required';
    if (d.rollup.function !== 'count' && !d.rollup.field) errs['rollup.field'] = 'studio.field.required';
  }
  if (d.type === 'rate' && !(Number(d.max) >= 1)) errs.max = 'studio.field.badMax';
  return errs;
}

/** The input a server error names (its `field`, a JSON key of the payload): the same key as
 * the dialog's inputs use, so the message shows at that input. A key naming a whole object
 * ("label", "rollup") goes to its first input; options.N.value to the English name; option
 * paths keep their index. An unknown key answers undefined: the message shows above the form. */
export function inputKeyOf(field: unknown, inputs: readonly string[]): string | undefined {
  if (typeof field !== 'string' || !field) return undefined;
  const key = field.replace(/\[(\d+)\]/g, '.$1');
  const candidates = [
    key,
    key === 'label' || key === 'label_value' ? 'label.en' : '',
    key === 'rollup' ? 'rollup.relation' : '',
    /^options\.\d+\.value$/.test(key) ? `${key}.en` : '',
    /^options\.\d+\.en_US$/.test(key) ? key.replace(/en_US$/, 'value.en') : '',
    key === 'formula' ? 'expression' : '',
    key === 'result' ? 'result_type' : '',
  ].filter(Boolean);
  return candidates.find((c) => inputs.includes(c));
}

/** The inputs a draft shows, by key: the keys validateDraft and inputKeyOf use. */
export function inputKeys(d: FieldDraft): string[] {
  const keys = ['name', 'type', 'label.en', 'label.zh_CN', 'label.zh_TW', 'required', 'indexed', 'facet_able', 'searchable', 'hidden'];
  if (isChoice(d.type)) {
    keys.push('options');
    d.options.forEach((_, i) => keys.push(`options.${i}.code`, `options.${i}.value.en`, `options.${i}.value.zh_CN`, `options.${i}.value.zh_TW`, `options.${i}.color`));
  }
  if (d.type === 'rate') keys.push('max');
  if (d.type === 'foreignkey') keys.push('to');
  if (d.type === 'expressions') keys.push('expression', 'result_type');
  if (d.type === 'rollupfield') keys.push('rollup.relation', 'rollup.function', 'rollup.field');
  return keys;
}

export function moveOption(options: OptionDraft[], index: number, by: -1 | 1): OptionDraft[] {
  const to = index + by;
  if (to < 0 || to >= options.length) return options;
  const next = options.slice();
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
