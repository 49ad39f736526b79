import type { DataRecord, FieldMeta, Lang } from '../../api/types';

/** How one field type is edited: value in, value out; the form owns the state. */
export interface InputProps {
  id: string;
  field: FieldMeta;
  value: unknown;
  onChange(value: unknown): void;
  lang: Lang;
  invalid: boolean;
  disabled?: boolean;
  /** The record being edited, expanded: pickers read the names of linked records from it. */
  record?: DataRecord;
  /** The server's refusals below this field (a collection's sub-forms), rjsf's error schema. */
  errors?: NestedErrors;
}

/** rjsf's error schema: messages at __errors, nested fields and array indexes as keys. */
export interface NestedErrors { __errors?: string[]; [key: string]: unknown }
export type InputWidget = (props: InputProps) => React.ReactNode;

export const inputClass = (invalid: boolean) =>
  `block w-full rounded-lg border-0 px-3 py-2 text-sm text-slate-900 shadow-sm outline-none ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-inset disabled:bg-slate-50 disabled:text-slate-500 ${invalid ? 'ring-red-400 focus:ring-red-500' : 'ring-slate-300 focus:ring-brand-600'}`;

/** The rich-text editor's frame (and its loading skeleton): 260 px tall at least, 400 px at most. */
export const richFrameClass = (invalid: boolean, disabled?: boolean) =>
  `flex min-h-[260px] max-h-[400px] w-full flex-col overflow-hidden rounded-lg shadow-sm ring-1 ${disabled ? 'bg-slate-50' : 'bg-white'} ${invalid ? 'ring-red-400 focus-within:ring-2 focus-within:ring-red-500' : 'ring-slate-300 focus-within:ring-2 focus-within:ring-brand-600'}`;
