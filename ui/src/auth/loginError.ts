import type { TFunction } from 'i18next';
import { ApiError } from '../api/errors';

/** The sign-in refusal as the user should read it: the server's message (already in the
 * requested language) and, for a wrong password, the remaining chances. */
export function loginErrorLines(err: unknown, t: TFunction): string[] {
  if (!(err instanceof ApiError)) return [t('common.networkError')];
  if (err.kind === 'network') return [t('common.networkError')];
  if (err.kind === 'server') return [t('common.serverError')];
  const lines = [err.message || t('login.incorrect')];
  const chances = err.body.login_chance;
  if (typeof chances === 'number' && chances > 0) lines.push(t('login.chances', { count: chances }));
  return lines;
}
