import type { MouseEvent } from 'react';
import type { DisplayProps, DisplayWidget } from './types';

// Phone numbers and e-mail addresses are tappable wherever they show: a consultant on a phone
// calls or writes with one tap. The server normalises them on write (meta/formats.go), so a
// value that is not one of its shapes is a masked one (contact hiding, "138****1234", "***")
// or text from before the format: it shows as plain text, never as a link that dials a mask.
const PHONE = /^\+?[0-9]{3,20}$/;
const EMAIL = /^[^\s@*]+@[^\s@*]+\.[^\s@*]+$/;

/** The href a phone or e-mail value links to, or undefined for a masked or malformed one. */
export function contactHref(format: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (format === 'phone') {
    const digits = v.replace(/[\s\-().]/g, '');
    return PHONE.test(digits) ? `tel:${digits}` : undefined;
  }
  if (format === 'email') return EMAIL.test(v) ? `mailto:${v}` : undefined;
  return undefined;
}

// A row's click opens its record; a tap on the number must only call.
const keepToLink = (e: MouseEvent) => e.stopPropagation();

function contactDisplay(format: 'phone' | 'email'): DisplayWidget {
  return function ContactDisplay({ value }: DisplayProps) {
    const text = String(value);
    const href = contactHref(format, value);
    if (!href) return <span className="whitespace-nowrap">{text}</span>;
    return <a href={href} onClick={keepToLink} className="whitespace-nowrap text-brand-700 hover:underline">{text}</a>;
  };
}

export const PhoneDisplay = contactDisplay('phone');
export const EmailDisplay = contactDisplay('email');
