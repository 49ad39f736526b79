// The hunting channel of a submission (spec 000 §4, §9): a hunter's recommendation is valid
// for the hunting company's valid_period days from the shortlist date.
import { idOf } from '../widgets/display/types';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HuntingChannel {
  hunter: string;
  company?: string;
  chargePercent?: number;
  validPeriod?: number;
  /** shortlistDate + validPeriod days; undefined when either is unknown. */
  validUntil?: Date;
  /** Valid while validUntil is in the future; undefined when it cannot be told. */
  valid?: boolean;
}

function parseDate(v: unknown): Date | undefined {
  if (typeof v !== 'string' || !v) return undefined;
  const d = new Date(v.length === 10 ? `${v}T00:00:00` : v.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? undefined : d;
}

function num(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** The channel as the tooltip shows it, at time now (injected so it can be tested):
 * hunter is the submission's hunter link ({__name__}), company the hunter's hunting company
 * record as read ({name, charge_percent, valid_period}). */
export function huntingChannel(hunter: unknown, company: Record<string, unknown> | undefined, shortlistDate: unknown, now: Date): HuntingChannel {
  const name = hunter && typeof hunter === 'object' ? String((hunter as { __name__?: unknown }).__name__ ?? `#${idOf(hunter)}`) : hunter ? `#${String(hunter)}` : '';
  const validPeriod = num(company?.valid_period);
  const start = parseDate(shortlistDate);
  const validUntil = start && validPeriod !== undefined ? new Date(start.getTime() + validPeriod * DAY_MS) : undefined;
  return {
    hunter: name,
    company: company ? String(company.__name__ ?? company.name ?? '') || undefined : undefined,
    chargePercent: num(company?.charge_percent),
    validPeriod,
    validUntil,
    valid: validUntil ? validUntil.getTime() > now.getTime() : undefined,
  };
}
