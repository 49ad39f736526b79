import { beforeEach, describe, expect, it } from 'vitest';
import { API_REFUSED } from '../api/client';
import { useToasts } from './Toasts';

beforeEach(() => useToasts.setState({ toasts: [] }));

describe('notices', () => {
  it('show one at a time: a new one takes the place of the last', () => {
    useToasts.getState().push('success', 'Saved');
    useToasts.getState().push('info', 'Export queued');
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['Export queued']);
  });

  it('a refused call takes away a Saved still showing', () => {
    useToasts.getState().push('success', 'Saved');
    window.dispatchEvent(new Event(API_REFUSED));
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('a refused call leaves other notices', () => {
    useToasts.getState().push('info', 'Export queued');
    window.dispatchEvent(new Event(API_REFUSED));
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['Export queued']);
  });
});
