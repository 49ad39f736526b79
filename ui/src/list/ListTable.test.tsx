import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import type { FieldMeta } from '../api/types';
import { ListTable } from './ListTable';
import { totalColumns } from './useListTotals';

afterEach(cleanup);

const columns: FieldMeta[] = [
  { name: 'candidate', label_value: 'Candidate', type: 'char' },
  { name: 'invoiceAmount', label_value: 'Invoice Amount', type: 'double', list_total: true },
  { name: 'status', label_value: 'Status', type: 'char' },
];
const rows = [{ id: 1, candidate: 'Wang Wei', invoiceAmount: 1000, status: 'paid' }];

function draw(totals?: Record<string, number>) {
  return render(<ListTable model="invoice" columns={columns} rows={rows} ordering="" onOrder={() => {}} selected={new Set()} onSelect={() => {}} dimmed={false} totals={totals} />);
}

describe('the totals under a list', () => {
  it('sums only the columns declared list_total', () => {
    expect(totalColumns(columns).map((c) => c.name)).toEqual(['invoiceAmount']);
  });

  it('shows each summed column\'s total in the footer, labelled', () => {
    draw({ invoiceAmount: 6000.5 });
    const foot = screen.getByTestId('list-totals');
    const cells = [...foot.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells[1]).toBe('Total, all pages');
    expect(cells[2]).toMatch(/6,?000\.5/);
    expect(cells[3]).toBe('');
  });

  it('draws no footer without totals', () => {
    draw();
    expect(screen.queryByTestId('list-totals')).toBeNull();
  });
});
