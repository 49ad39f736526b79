// The scorecard summary above a candidate's tabs, against a mocked fetch: the count and the
// average on the tenant's scale, a click opening the Scorecards tab, nothing without scorecards
// or on other models.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import type { DetailTab, ModelMeta } from '../api/types';
import ScorecardSummary from './ScorecardSummary';

let summary: unknown;
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: true, data: summary }), { headers: { 'Content-Type': 'application/json' } })));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const settle = () => act(async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); });
const tabs = [{ name: 'detail' }, { name: 'scorecard_set', data_model_name: 'scorecard' }] as DetailTab[];

function draw(model: string, selectTab = vi.fn()) {
  render(<ScorecardSummary model={model} meta={{} as ModelMeta} record={{ id: 7 }} onChanged={vi.fn()} tabs={tabs} selectTab={selectTab} />);
  return selectTab;
}

describe('the scorecard summary', () => {
  it('shows the count and the average, and opens the tab', async () => {
    summary = { count: 2, average: 6, scale: 10 };
    const selectTab = draw('candidate');
    await settle();
    const chip = screen.getByTestId('scorecard-summary');
    expect(chip.textContent).toContain('2 scorecards · average 6 of 10');
    fireEvent.click(chip);
    expect(selectTab).toHaveBeenCalledWith('scorecard_set');
  });
  it('shows nothing without scorecards', async () => {
    summary = { count: 0, average: null, scale: 5 };
    draw('candidate');
    await settle();
    expect(screen.queryByTestId('scorecard-summary')).toBeNull();
  });
  it('shows nothing on other models', async () => {
    summary = { count: 3, average: 4, scale: 5 };
    draw('client');
    await settle();
    expect(screen.queryByTestId('scorecard-summary')).toBeNull();
  });
});
