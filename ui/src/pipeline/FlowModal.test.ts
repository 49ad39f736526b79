import { describe, expect, it } from 'vitest';
import { modalBodyHeight } from './FlowModal';

describe('modalBodyHeight', () => {
  it.each([
    [900, 60, 56, 659], // window less header, footer and 125 px
    [1080, 0, 0, 955],
    [200, 60, 56, 0], // never negative
  ])('window %i, header %i, footer %i → %i', (win, head, foot, want) => {
    expect(modalBodyHeight(win, head, foot)).toBe(want);
  });
});
