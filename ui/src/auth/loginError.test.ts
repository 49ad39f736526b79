import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { loginErrorLines } from './loginError';

const t = ((key: string, opts?: { count?: number }) => (opts?.count !== undefined ? `${key}:${opts.count}` : key)) as unknown as TFunction;

describe('loginErrorLines', () => {
  it.each([
    ['wrong password with chances', new ApiError('refused', 'Username or Password is incorrect', 400, { login_chance: 3 }), ['Username or Password is incorrect', 'login.chances:3']],
    ['locked: no chances line', new ApiError('refused', 'Account is locked', 403, { login_chance: 0 }), ['Account is locked']],
    ['expired', new ApiError('refused', 'System already expired', 403), ['System already expired']],
    ['lost connection', new ApiError('network', 'network'), ['common.networkError']],
    ['server error', new ApiError('server', 'HTTP 502', 502), ['common.serverError']],
  ])('%s', (_name, err, want) => {
    expect(loginErrorLines(err, t)).toEqual(want);
  });
});
