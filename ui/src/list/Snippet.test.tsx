import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { KEYWORD_PAUSE_MS, KeywordBox } from './KeywordBox';
import { SnippetLine, fromFirstMark, snippetParts } from './Snippet';
import { combinedGql, listQuery, readListState } from './listState';

afterEach(cleanup);

describe('a row\'s snippet', () => {
  it.each([
    ['marks in order', { text: 'Java 开发 在上海', marks: [[9, 11], [0, 4]] }, [['Java', true], [' 开发 在', false], ['上海', true]]],
    ['offsets in code points', { text: '𠀀 Java', marks: [[2, 6]] }, [['𠀀 ', false], ['Java', true]]],
    ['overlaps and overruns clipped', { text: 'abcdef', marks: [[1, 3], [2, 4], [5, 99]] }, [['a', false], ['bc', true], ['d', true], ['e', false], ['f', true]]],
    ['no marks', { text: 'plain', marks: [] }, [['plain', false]]],
  ])('%s', (_name, s, want) => {
    expect(snippetParts({ field: 'resumeText', ...s } as never)).toEqual(want);
  });

  it('starts a few characters before the first match, so the narrow column shows it', () => {
    const long = { field: 'resumeText', text: '0123456789abcdefghijJava rest', marks: [[20, 24]] as Array<[number, number]> };
    expect(fromFirstMark(long, 5)).toEqual({ field: 'resumeText', text: '…fghijJava rest', marks: [[6, 10]] });
    expect(snippetParts(fromFirstMark(long, 5)).filter(([, m]) => m).map(([t]) => t)).toEqual(['Java']);
    const early = { ...long, marks: [[3, 5]] as Array<[number, number]> };
    expect(fromFirstMark(early, 5)).toBe(early);
  });

  it('draws the matches in <mark>, and the value as text, never HTML', () => {
    const row = { id: 1, __snippet__: { field: 'resumeText', text: '<b>Java</b> 在上海 <img src=x onerror=alert(1)>', marks: [[3, 7], [13, 15]] } };
    const { container } = render(<SnippetLine row={row} />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Java', '上海']);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelector('[data-snippet="resumeText"]')).not.toBeNull();
  });

  it('draws nothing for a row without one', () => {
    const { container } = render(<SnippetLine row={{ id: 2 }} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the search box', () => {
  it('applies on Enter, and after a pause in typing', () => {
    vi.useFakeTimers();
    const onApply = vi.fn();
    render(<KeywordBox value="" onApply={onApply} />);
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'Java AND 上海' } });
    act(() => { vi.advanceTimersByTime(KEYWORD_PAUSE_MS - 50); });
    expect(onApply).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(100); });
    expect(onApply).toHaveBeenLastCalledWith('Java AND 上海');
    fireEvent.change(box, { target: { value: 'Go' } });
    fireEvent.submit(box.closest('form')!);
    expect(onApply).toHaveBeenLastCalledWith('Go');
    act(() => { vi.advanceTimersByTime(KEYWORD_PAUSE_MS * 2); });
    expect(onApply).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('sends its term as keyword=, quoted so the gql parser keeps it whole, and keeps it in the link', () => {
    const s = { gql: 'status=active', keyword: 'Java AND (上海 OR 杭州) NOT "外包"', facets: {}, page: 1, ordering: '' };
    expect(combinedGql(s)).toBe('(status=active)&keyword=Java%20AND%20%28%E4%B8%8A%E6%B5%B7%20OR%20%E6%9D%AD%E5%B7%9E%29%20NOT%20%22%E5%A4%96%E5%8C%85%22');
    const q = new URLSearchParams(Object.entries(listQuery(s)).filter((e): e is [string, string] => e[1] !== undefined));
    expect(readListState(q)).toEqual(s);
  });
});
