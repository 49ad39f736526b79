import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import type { FieldMeta } from '../api/types';
import { ListCards } from './ListCards';

afterEach(cleanup);

const name: FieldMeta = { name: 'chineseName', label_value: 'Name', type: 'char' };
const mobile: FieldMeta = { name: 'mobile', label_value: 'Mobile', type: 'char', format: 'phone' };

describe('a phone list card', () => {
  it('opens the record from its title and calls from its number, with no link inside a link', () => {
    const { container } = render(<ListCards model="candidate" columns={[name]} card={[mobile]} rows={[{ id: 7, chineseName: '王伟', mobile: '13812345678' }]} />);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#candidate/detail?id=7', 'tel:13812345678']);
    expect(container.querySelector('a a')).toBeNull();
  });
});
