import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_DELAY, formMode, splitKind, usePageFloat } from './pageFloat';

const s = () => usePageFloat.getState();

beforeEach(() => {
  vi.useFakeTimers();
  usePageFloat.setState({ kind: undefined, data: {}, closing: false, opened: 0, pending: undefined, closeCheck: undefined });
});
afterEach(() => vi.useRealTimers());

describe('page float', () => {
  it('opens one kind and counts it', () => {
    s().open('add:candidate', { x: 1 });
    expect([s().kind, s().data, s().opened, s().closing]).toEqual(['add:candidate', { x: 1 }, 1, false]);
  });

  it('closes after the 500 ms animation', () => {
    s().open('profile:password');
    expect(s().close()).toBe(true);
    expect([s().kind, s().closing]).toEqual(['profile:password', true]);
    vi.advanceTimersByTime(CLOSE_DELAY - 1);
    expect(s().kind).toBe('profile:password');
    vi.advanceTimersByTime(1);
    expect([s().kind, s().closing]).toEqual([undefined, false]);
  });

  it('requesting the kind already open closes it', () => {
    s().open('profile:password');
    s().open('profile:password');
    expect(s().closing).toBe(true);
    vi.advanceTimersByTime(CLOSE_DELAY);
    expect(s().kind).toBeUndefined();
    expect(s().opened).toBe(1);
  });

  it('requesting another kind closes the current one first, then opens it', () => {
    s().open('profile:password');
    s().open('add:candidate', { from: 'menu' });
    expect([s().kind, s().closing]).toEqual(['profile:password', true]);
    vi.advanceTimersByTime(CLOSE_DELAY);
    expect([s().kind, s().data, s().closing, s().opened]).toEqual(['add:candidate', { from: 'menu' }, false, 2]);
  });

  it('a close check that says no keeps the panel open; force closes it', () => {
    s().open('edit:candidate', { id: 3 });
    const check = vi.fn(() => false);
    s().setCloseCheck(check);
    expect(s().close()).toBe(false);
    expect([s().kind, s().closing]).toEqual(['edit:candidate', false]);
    expect(check).toHaveBeenCalledOnce();
    expect(s().close(true)).toBe(true);
    vi.advanceTimersByTime(CLOSE_DELAY);
    expect(s().kind).toBeUndefined();
  });

  it('a refused switch waits for the discard, or is dropped by keepOpen', () => {
    s().open('add:candidate');
    s().setCloseCheck(() => false);
    s().open('profile:profile');
    expect([s().kind, s().closing, s().pending?.kind]).toEqual(['add:candidate', false, 'profile:profile']);
    s().close(true);
    vi.advanceTimersByTime(CLOSE_DELAY);
    expect(s().kind).toBe('profile:profile');

    s().setCloseCheck(() => false);
    s().open('add:client');
    s().keepOpen();
    expect(s().pending).toBeUndefined();
    expect(s().kind).toBe('profile:profile');
  });

  it('a new panel starts without the old one\'s close check', () => {
    s().open('add:candidate');
    s().setCloseCheck(() => false);
    s().close(true);
    vi.advanceTimersByTime(CLOSE_DELAY);
    s().open('profile:language');
    expect(s().closeCheck).toBeUndefined();
    expect(s().close()).toBe(true);
  });
});

describe('switchTo', () => {
  it('moves within a panel in place, and opens a panel of another type', () => {
    s().open('profile:profile');
    s().switchTo('profile:password');
    expect([s().kind, s().closing, s().opened]).toEqual(['profile:password', false, 1]);
    s().switchTo('add:candidate');
    expect(s().closing).toBe(true);
    vi.advanceTimersByTime(CLOSE_DELAY);
    expect([s().kind, s().opened]).toEqual(['add:candidate', 2]);
  });
});

describe('kinds', () => {
  it('splits type and subtype', () => {
    expect(splitKind('add:candidate')).toEqual(['add', 'candidate']);
    expect(splitKind('profile')).toEqual(['profile', '']);
  });
  it('edit mode when the data has an id', () => {
    expect(formMode({ id: 4 })).toBe('edit');
    expect(formMode({})).toBe('add');
    expect(formMode({ id: '' })).toBe('add');
  });
});
