import { inputClass, type InputProps } from './types';

/** date: YYYY-MM-DD, the browser's date picker. */
export function DateInput({ id, value, onChange, invalid, disabled }: InputProps) {
  return <input id={id} type="date" value={(value as string)?.slice(0, 10) ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value || undefined)} className={inputClass(invalid)} />;
}

function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** datetime: edited in local time, sent as an ISO instant. */
export function DateTimeInput({ id, value, onChange, invalid, disabled }: InputProps) {
  return (
    <input id={id} type="datetime-local" value={value ? toLocalInput(String(value)) : ''} disabled={disabled}
      onChange={(e) => onChange(e.target.value ? new Date(e.target.value).toISOString() : undefined)} className={inputClass(invalid)} />
  );
}
