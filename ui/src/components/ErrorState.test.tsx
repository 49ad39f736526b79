import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { i18n } from '../i18n';
import { ErrorState } from './ErrorState';

afterEach(cleanup);

// Only a lost connection is drawn as offline: a 400 from a list (a filter the server cannot
// read) was shown under the offline icon, which told the user their network had failed.
describe('ErrorState', () => {
  it.each([
    ['a refusal (any 4xx)', new ApiError('refused', 'Nope', 400), 'refused', 'Nope'],
    ['a lost connection', new ApiError('network', 'network'), 'network', 'Cannot reach the server'],
    ['a 5xx', new ApiError('server', 'boom', 500), 'server', 'The server could not answer'],
    ['a fault in the app', new TypeError('x is undefined'), 'server', 'The server could not answer'],
  ])('%s', async (_name, error, kind, says) => {
    await i18n.changeLanguage('en');
    const { container } = render(<ErrorState error={error} onRetry={() => {}} />);
    expect(container.querySelector('[data-error-kind]')?.getAttribute('data-error-kind')).toBe(kind);
    expect(screen.getByRole('alert').textContent).toContain(says);
    expect(!!container.querySelector('.lucide-wifi-off')).toBe(kind === 'network');
  });
});
