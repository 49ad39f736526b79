import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldMeta } from '../../api/types';
import { contactHref } from './contact';
import { DisplayValue } from './registry';

afterEach(cleanup);

const mobile: FieldMeta = { name: 'mobile', label_value: 'Mobile', type: 'char', view_type: 'char', format: 'phone', contact: true };
const email: FieldMeta = { name: 'email', label_value: 'Email', type: 'char', format: 'email', contact: true };

describe('phone and e-mail values', () => {
  it.each([
    ['phone', '13812345678', 'tel:13812345678'],
    ['phone', '+86 138-1234-5678', 'tel:+8613812345678'],
    ['phone', '138****5678', undefined],
    ['phone', '***', undefined],
    ['phone', 'ask the PA', undefined],
    ['email', 'leo.cao@huntline.test', 'mailto:leo.cao@huntline.test'],
    ['email', 'l***@huntline.test', undefined],
    ['email', '***', undefined],
    ['email', 'not an address', undefined],
    ['url', 'https://example.com', undefined],
  ])('%s %s links to %s', (format, value, want) => {
    expect(contactHref(format, value)).toBe(want);
  });

  it('a phone number is a tel: link, and a tap on it does not open the row', () => {
    const row = vi.fn();
    const { container } = render(<div onClick={row}><DisplayValue value="13812345678" field={mobile} lang="en" /></div>);
    const a = container.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('tel:13812345678');
    const noDial = (e: Event) => e.preventDefault(); // jsdom cannot follow a tel: link
    document.addEventListener('click', noDial, { capture: true });
    fireEvent.click(a);
    document.removeEventListener('click', noDial, { capture: true });
    expect(row).not.toHaveBeenCalled();
  });

  it('an e-mail address is a mailto: link', () => {
    const { container } = render(<DisplayValue value="amy.xie@huntline.test" field={email} lang="zh_CN" />);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('mailto:amy.xie@huntline.test');
  });

  it('a masked value is text, not a link', () => {
    const { container } = render(<DisplayValue value="138****5678" field={mobile} lang="en" />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('138****5678');
  });

  it('a char field without a format stays plain text', () => {
    const { container } = render(<DisplayValue value="13812345678" field={{ name: 'note', label_value: 'Note', type: 'char' }} lang="en" />);
    expect(container.querySelector('a')).toBeNull();
  });
});
