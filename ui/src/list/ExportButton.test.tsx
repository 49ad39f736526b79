import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { ExportButton } from './ExportButton';

vi.mock('../api/endpoints', () => ({ api: { exportList: vi.fn() } }));
vi.mock('../api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { api } = await import('../api/endpoints');
const exportList = vi.mocked(api.exportList);

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };

beforeEach(async () => {
  exportList.mockReset();
  exportList.mockResolvedValue({ kind: 'file', blob: new Blob(), filename: 'x.xlsx' });
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

async function exportWith(choice?: RegExp) {
  render(<ExportButton model="candidate" gql="status=active" ordering="-dateAdded" columns={{ suffix: 'mine' }} total={3} />);
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  if (choice) fireEvent.click(screen.getByLabelText(choice));
  await act(async () => { fireEvent.click(screen.getAllByRole('button', { name: 'Export' }).at(-1)!); });
}

describe('ExportButton', () => {
  it("exports the view's columns by default", async () => {
    await exportWith();
    expect(exportList).toHaveBeenCalledWith('candidate', { gql: 'status=active', ordering: '-dateAdded', suffix: 'mine', fields: undefined });
  });
  it('exports every field the user may see when asked', async () => {
    await exportWith(/All fields I may see/);
    expect(exportList).toHaveBeenCalledWith('candidate', { gql: 'status=active', ordering: '-dateAdded', columns: 'all' });
  });
});
