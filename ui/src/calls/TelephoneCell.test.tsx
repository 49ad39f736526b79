import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { TelephoneCell } from './TelephoneCell';

vi.mock('../api/client', async (original) => ({ ...(await original<typeof import('../api/client')>()), post: vi.fn() }));
const { post } = await import('../api/client');
const refresh = vi.mocked(post);

const file = (uuidname: string) => ({ id: 1, uuidname, originname: 'call-1.wav', ext: 'wav', filesize: 8044 });

beforeEach(() => { refresh.mockReset(); void i18n.changeLanguage('en'); });
afterEach(cleanup);

describe('TelephoneCell', () => {
  it.each([
    ['a recording plays', { id: 1, call_type: 1, duration: 75, is_finished: true, recordings: [file('a.wav'), file('b.wav')] }, 'Call in', '00:01:15', 'b.wav'],
    ['not connected', { id: 2, call_type: 2, duration: 0, is_finished: true, recordings: [] }, 'Dial out', '00:00:00', 'Call not connected'],
    ['being generated', { id: 3, call_type: 2, duration: 30, is_finished: true }, 'Dial out', '00:00:30', 'Recording is being generated'],
  ])('%s', (_name, record, direction, duration, body) => {
    const { container } = render(<TelephoneCell record={record} />);
    expect(screen.getByText(direction)).toBeTruthy();
    expect(screen.getByTestId('call-duration').textContent).toBe(duration);
    const audio = container.querySelector('audio');
    if (body.endsWith('.wav')) expect(audio?.getAttribute('src')).toBe(`/rest/telephone/plugins/player/${body}`);
    else expect(screen.getByText(body)).toBeTruthy();
  });

  it('a failed playback prompts; Retry plays the refreshed recording, or prompts again', async () => {
    const { container } = render(<TelephoneCell record={{ id: 9, call_type: 1, duration: 5, is_finished: true, recordings: [file('old.wav')] }} />);
    fireEvent.error(container.querySelector('audio')!);
    expect(screen.getByRole('alert').textContent).toContain('Recording download failed');

    refresh.mockRejectedValueOnce(new Error('recording download failed'));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Retry' })); });
    expect(refresh).toHaveBeenCalledWith('/rest/telephone/record_refresh', { id: 9 });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(container.querySelector('audio')).toBeNull();

    refresh.mockResolvedValueOnce({ status: true, uuid: 'new.wav' });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Retry' })); });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('/rest/telephone/plugins/player/new.wav');
  });
});
