import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelMeta } from '../../api/types';
import { useModelMeta } from '../../stores/modelMeta';
import { DisplayValue } from './registry';

vi.mock('../../api/endpoints', () => ({ api: { modelMeta: vi.fn() } }));
const { api } = await import('../../api/endpoints');

beforeEach(() => { useModelMeta.setState({ entries: {} }); vi.mocked(api.modelMeta).mockReset(); });
afterEach(cleanup);

const recordType = { name: 'model', label_value: 'Record Type', type: 'char', format: 'model' };

describe('a value naming a model', () => {
  it("shows the model's label, not its code", async () => {
    vi.mocked(api.modelMeta).mockResolvedValue({ name: 'invoice', label_value: 'Invoice' } as ModelMeta);
    render(<DisplayValue value="invoice" field={recordType} lang="en" />);
    expect(await screen.findByText('Invoice')).toBeTruthy();
    expect(api.modelMeta).toHaveBeenCalledWith('invoice', '');
  });

  it('keeps the code where the model cannot be read', async () => {
    vi.mocked(api.modelMeta).mockRejectedValue(new Error('forbidden'));
    const { container } = render(<DisplayValue value="invoice" field={recordType} lang="en" />);
    await Promise.resolve();
    expect(container.textContent).toBe('invoice');
  });
});
