import { describe, expect, it, vi } from 'vitest';
import { emit, on } from './pushEvents';

describe('pushEvents', () => {
  it('hands each event to its own handlers until they unsubscribe', () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = on('loop_watch_calling', a);
    on('notification', b);
    emit('loop_watch_calling', { sig: '1' });
    expect(a).toHaveBeenCalledWith({ sig: '1' });
    expect(b).not.toHaveBeenCalled();
    offA();
    emit('loop_watch_calling', { sig: '2' });
    expect(a).toHaveBeenCalledTimes(1);
  });
  it('a throwing handler does not stop the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = vi.fn();
    const off1 = on('x', () => { throw new Error('boom'); });
    const off2 = on('x', good);
    emit('x', 1);
    expect(good).toHaveBeenCalledWith(1);
    off1(); off2(); warn.mockRestore();
  });
});
