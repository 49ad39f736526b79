import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import './i18n';
import { Pagination } from './Pagination';

beforeEach(() => { void i18n.changeLanguage('en'); });
afterEach(cleanup);

describe('Pagination', () => {
  it('disables previous on page 1 and next on the last page', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pagination total={95} page={1} onPage={onPage} />);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<Pagination total={95} page={4} onPage={onPage} />);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
  });

  it('shows current/max(total), capped, and quick links to pages 1–5', () => {
    render(<Pagination total={80000} page={7} onPage={() => {}} />);
    const toggle = screen.getByRole('button', { name: /7\/100 \(5000\)/ });
    fireEvent.click(toggle);
    expect(screen.getAllByRole('button', { name: /^Page \d$/ }).map((b) => b.textContent)).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
  });

  it('labels the quick links in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh_CN'));
    render(<Pagination total={45} page={1} onPage={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /1\/2/ }));
    expect(screen.getAllByRole('button', { name: /^第\d页$/ }).map((b) => b.textContent)).toEqual(['第1页', '第2页']);
  });

  it('closes the dropdown on any outside click', () => {
    render(<div><p>outside</p><Pagination total={300} page={1} onPage={() => {}} /></div>);
    fireEvent.click(screen.getByRole('button', { name: /1\/10/ }));
    expect(screen.getByRole('group', { name: 'Pages' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('group', { name: 'Pages' })).toBeNull();
  });

  it('jumps to a typed page, kept between 1 and the last', () => {
    const onPage = vi.fn();
    render(<Pagination total={300} page={1} onPage={onPage} />);
    const open = () => fireEvent.click(screen.getByRole('button', { name: /\/10/ }));
    open();
    const input = screen.getByRole('spinbutton', { name: 'Go to page' }) as HTMLInputElement;
    expect([input.min, input.max]).toEqual(['1', '10']);
    fireEvent.change(input, { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onPage).toHaveBeenLastCalledWith(10);
    expect(screen.queryByRole('group', { name: 'Pages' })).toBeNull();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
  });
});
