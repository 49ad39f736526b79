import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { ImportPreview } from '../api/types';
import '../i18n';
import ImportPanel from './ImportPanel';
import { chooseField, columnLetter, initialMapping, mappingPayload, missingIdentity, missingRequired } from './mapping';

vi.mock('../api/endpoints', () => ({ api: { importPreview: vi.fn(), importRecords: vi.fn() } }));
vi.mock('../stores/useModel', () => ({ useModel: () => ({ meta: { name: 'candidate', label_value: 'Candidates' } }) }));
const { api } = await import('../api/endpoints');
const preview = vi.mocked(api.importPreview);
const importRecords = vi.mocked(api.importRecords);

const PREVIEW: ImportPreview = {
  header: ['中文名', 'Email', 'Notes', ''],
  rows: [['王伟', 'wei@example.com', 'met at fair', ''], ['李娜', 'na@example.com', '', 'x']],
  count: 2,
  mapping: { '0': 'chineseName', '1': 'email', '2': 'nosuchfield' },
  fields: [
    { name: 'chineseName', label: 'Chinese Name', type: 'char', required: false },
    { name: 'email', label: 'Private email', type: 'char', required: false },
    { name: 'status', label: 'Status', type: 'dropdown', required: true },
  ],
};

const settle = () => act(async () => { await Promise.resolve(); await Promise.resolve(); });

async function chooseFile(name = 'people.csv') {
  const input = screen.getByLabelText(/choose a \.xlsx or \.csv file/i);
  fireEvent.change(input, { target: { files: [new File(['a,b\n'], name)] } });
  await settle();
}

beforeEach(() => { preview.mockReset(); importRecords.mockReset(); });
afterEach(cleanup);

describe('mapping helpers', () => {
  it('starts from the suggestions the fields know, skipping the rest', () => {
    expect(initialMapping(PREVIEW)).toEqual(['chineseName', 'email', '', '']);
  });
  it('gives a field to one column only', () => {
    expect(chooseField(['chineseName', 'email', ''], 2, 'email')).toEqual(['chineseName', '', 'email']);
    expect(chooseField(['chineseName', 'email', ''], 0, '')).toEqual(['', 'email', '']);
  });
  it('names the required fields no column fills', () => {
    expect(missingRequired(PREVIEW.fields, ['chineseName', '', '']).map((f) => f.name)).toEqual(['status']);
    expect(missingRequired(PREVIEW.fields, ['status'])).toEqual([]);
  });
  it('names the identifying groups no column fills', () => {
    const withIdentity = { ...PREVIEW, identity: [['chineseName', 'englishName'], ['email', 'mobile']] };
    expect(missingIdentity(withIdentity, ['chineseName', '', '']).map((g) => g.map((f) => f.label))).toEqual([['Private email', 'mobile']]);
    expect(missingIdentity(withIdentity, ['chineseName', 'email'])).toEqual([]);
    expect(missingIdentity(PREVIEW, [])).toEqual([]); // a server that names no groups blocks nothing
  });
  it('posts {column: field} without skipped columns', () => {
    expect(mappingPayload(['chineseName', '', 'status'])).toEqual({ '0': 'chineseName', '2': 'status' });
  });
  it.each([[0, 'A'], [25, 'Z'], [26, 'AA'], [701, 'ZZ']])('column %d is %s', (i, want) => expect(columnLetter(i)).toBe(want));
});

describe('the mapping step', () => {
  it('shows each column with its samples and suggested field, and warns of unmapped required fields', async () => {
    preview.mockResolvedValue(PREVIEW);
    render(<ImportPanel model="candidate" data={{}} closing={false} />);
    await chooseFile();
    expect(preview).toHaveBeenCalledWith('candidate', expect.any(File));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getByText('王伟')).toBeTruthy();
    expect((within(rows[0]).getByRole('combobox') as HTMLSelectElement).value).toBe('chineseName');
    expect((within(rows[1]).getByRole('combobox') as HTMLSelectElement).value).toBe('email');
    expect((within(rows[2]).getByRole('combobox') as HTMLSelectElement).value).toBe('');
    expect(within(rows[3]).getByText('Column D')).toBeTruthy();
    expect(within(rows[0]).getByRole('option', { name: 'Status *' })).toBeTruthy();
    expect(screen.getByText(/Required fields no column fills: Status/)).toBeTruthy();

    fireEvent.change(within(rows[2]).getByRole('combobox'), { target: { value: 'status' } });
    expect(screen.queryByText(/Required fields no column fills/)).toBeNull();
    // Choosing a field another column fills moves it here.
    fireEvent.change(within(rows[3]).getByRole('combobox'), { target: { value: 'email' } });
    expect((within(rows[1]).getByRole('combobox') as HTMLSelectElement).value).toBe('');
  });

  it('blocks Import with a warning while an identifying group has no column, and says a mapping is remembered', async () => {
    preview.mockResolvedValue({ ...PREVIEW, identity: [['chineseName'], ['email']], remembered: true });
    render(<ImportPanel model="candidate" data={{}} closing={false} />);
    await chooseFile();
    expect(screen.getByText(/mapped them last time/)).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const run = screen.getByRole('button', { name: 'Import 2 records' }) as HTMLButtonElement;
    expect(run.disabled).toBe(false);
    fireEvent.change(within(rows[1]).getByRole('combobox'), { target: { value: '' } });
    expect(screen.getByText(/Choose a column for Private email: without it no row can be imported/)).toBeTruthy();
    expect(run.disabled).toBe(true);
    fireEvent.change(within(rows[2]).getByRole('combobox'), { target: { value: 'email' } });
    expect(run.disabled).toBe(false);
  });

  it('imports with the chosen mapping and reports the count', async () => {
    preview.mockResolvedValue(PREVIEW);
    importRecords.mockResolvedValue({ count: 2, message: '2 records imported' });
    const onImported = vi.fn();
    render(<ImportPanel model="candidate" data={{ onImported }} closing={false} />);
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 records' }));
    await settle();
    expect(importRecords).toHaveBeenCalledWith('candidate', expect.any(File), { '0': 'chineseName', '1': 'email' });
    expect(screen.getByText('2 records imported')).toBeTruthy();
    expect(onImported).toHaveBeenCalled();
  });

  it('lists the refused rows in place and keeps the mapping', async () => {
    preview.mockResolvedValue(PREVIEW);
    importRecords.mockRejectedValue(new ApiError('refused', 'Nothing was imported', 400, { status: false, data: {
      summary: 'Nothing was imported: 1 rows have errors.', rows: 1,
      errors: [{ row: 3, field: 'email', label: 'Private email', message: 'is not an e-mail address', text: 'Row 3: Private email: is not an e-mail address' }],
    } }));
    render(<ImportPanel model="candidate" data={{}} closing={false} />);
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 records' }));
    await settle();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Row 3: Private email: is not an e-mail address')).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('refuses other file types before uploading, and shows the server refusal of a file', async () => {
    render(<ImportPanel model="candidate" data={{}} closing={false} />);
    await chooseFile('notes.txt');
    expect(preview).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/Only \.xlsx and \.csv/);
    preview.mockRejectedValue(new ApiError('refused', 'file: at most 5000 data rows can be imported at once; split the file', 400));
    await chooseFile('big.csv');
    expect(screen.getByRole('alert').textContent).toMatch(/at most 5000 data rows/);
  });
});
