import { inputClass, type InputProps } from './types';

const inputTypes: Record<string, string> = { email: 'email', phone: 'tel', url: 'url' };

/** char: one line; the metadata's format picks the keyboard on phones. */
export function TextInput({ id, field, value, onChange, invalid, disabled }: InputProps) {
  return (
    <input id={id} type={inputTypes[String(field.format)] ?? 'text'} value={(value as string) ?? ''} disabled={disabled}
      maxLength={typeof field.max_length === 'number' ? field.max_length : undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} className={inputClass(invalid)} aria-invalid={invalid} />
  );
}

/** multiline, originaltext: several lines of plain text. */
export function TextareaInput({ id, value, onChange, invalid, disabled }: InputProps) {
  return (
    <textarea id={id} rows={4} value={(value as string) ?? ''} disabled={disabled}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} className={inputClass(invalid)} aria-invalid={invalid} />
  );
}
