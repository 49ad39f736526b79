import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { api } from '../../api/endpoints';
import { PickerInput } from './picker';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

describe('a picker', () => {
  it('shows what tells two records of one name apart under each name', async () => {
    vi.spyOn(api, 'autocomplete').mockResolvedValue([
      { id: 1, __name__: '王小明', __detail__: '华信科技 · Java 工程师 · 上海 · 139****5678' },
      { id: 2, __name__: '王小明', __detail__: '博远 · 架构师 · 成都 · 136****4321' },
    ]);
    render(<PickerInput id="p" field={{ name: 'candidate', label_value: 'Candidate', type: 'foreignkey', to: 'candidate' }} value={undefined} onChange={() => {}} lang="zh_CN" invalid={false} />);
    fireEvent.focus(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '王小明华信科技 · Java 工程师 · 上海 · 139****5678',
      '王小明博远 · 架构师 · 成都 · 136****4321',
    ]);
  });
});
