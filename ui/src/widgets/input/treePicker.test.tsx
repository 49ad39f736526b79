import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataRecord, FieldMeta, ListPage, ModelMeta } from '../../api/types';
import '../../i18n';
import { inputWidgetFor } from './registry';
import { escapeRegExp, Highlight } from './tree/highlight';
import { ancestorsOf, gqlValue, searchGql } from './tree/treeData';
import { TreePickerInput } from './treePicker';

vi.mock('../../api/endpoints', () => ({ api: { list: vi.fn(), modelMeta: vi.fn() } }));
const { api } = await import('../../api/endpoints');
const list = vi.mocked(api.list);

const CITY_META: ModelMeta = {
  name: 'city', label_value: 'City', tree: { parent: 'up' }, ordering: 'sort,name', views: {}, allowed_actions: ['view'],
  fields: [
    { name: 'name', label_value: 'Name', type: 'char', searchable: true },
    { name: 'name_en', label_value: 'English Name', type: 'char', searchable: true },
    { name: 'up', label_value: 'Parent', type: 'foreignkey', to: 'city' },
  ],
};
// The tree's parent field is `up` here, to show the picker reads it from the metadata.
const CITIES: DataRecord[] = [
  { id: 1, name: '中国', name_en: 'China', up: null },
  { id: 2, name: '美国', name_en: 'USA', up: null },
  { id: 3, name: '广东', name_en: 'Guangdong', up: 1 },
  { id: 4, name: '北京', name_en: 'Beijing', up: 1 },
  { id: 5, name: '深圳', name_en: 'Shenzhen', up: 3 },
];
const page = (rows: DataRecord[], count = rows.length): ListPage => ({ count, current: 1, pages: 1, list: rows });

function fakeList(model: string, q: { gql?: string; page: number }): Promise<ListPage> {
  expect(model).toBe('city');
  const gql = q.gql ?? '';
  if (gql === 'up__isnull=') return Promise.resolve(page(CITIES.filter((c) => c.up === null)));
  const child = /^up=(\d+)$/.exec(gql);
  if (child) return Promise.resolve(page(CITIES.filter((c) => c.up === Number(child[1]))));
  const children = /^up__s=([\d,]+)$/.exec(gql);
  if (children) {
    if (!prefetchWorks) return Promise.reject(new Error('offline'));
    const parents = children[1].split(',').map(Number);
    return Promise.resolve(page(CITIES.filter((c) => parents.includes(c.up as number))));
  }
  // A search: Shenzhen, with its ancestors expanded.
  return Promise.resolve(page([{ ...CITIES[4], name_en: 'Shen C++ (zhen)', up: { ...CITIES[2], up: { ...CITIES[0] } } }]));
}

let prefetchWorks = true;
beforeEach(() => {
  prefetchWorks = true;
  vi.mocked(api.modelMeta).mockResolvedValue(CITY_META);
  list.mockReset();
  list.mockImplementation(fakeList);
});
afterEach(cleanup);

const CITY: FieldMeta = { name: 'city', label_value: 'City', type: 'comtree', to: 'city' };
const CITIES_FIELD: FieldMeta = { name: 'cities', label_value: 'Cities', type: 'comtree', to: 'city', multiple: true };

function renderPicker(field: FieldMeta, value: unknown, record?: DataRecord) {
  const onChange = vi.fn();
  const view = render(<TreePickerInput id="f" field={field} value={value} onChange={onChange} lang="en" invalid={false} record={record} />);
  return { ...view, onChange };
}

async function openTree() {
  fireEvent.click(screen.getByRole('button', { expanded: false }));
  const tree = await screen.findByRole('tree');
  await within(tree).findByRole('treeitem', { name: /China/ });
  return tree;
}
const item = (tree: HTMLElement, name: RegExp) => within(tree).getByRole('treeitem', { name });

describe('tree picker', () => {
  it('is the comtree input', () => {
    expect(inputWidgetFor(CITY)).toBe(TreePickerInput);
  });

  it('loads roots with parent__isnull=, children on expand, and shows chevrons only on nodes with children', async () => {
    renderPicker(CITY, undefined);
    const tree = await openTree();
    expect(list).toHaveBeenCalledWith('city', expect.objectContaining({ gql: 'up__isnull=', page: 1, paginate_by: 200 }));
    expect(within(tree).getAllByRole('treeitem').map((e) => e.textContent)).toEqual(['China', 'USA']);
    // The roots' children are read in one call: USA has none, so no chevron.
    expect(list).toHaveBeenCalledWith('city', expect.objectContaining({ gql: 'up__s=1,2' }));
    await waitFor(() => expect(item(tree, /USA/).getAttribute('aria-expanded')).toBeNull());
    expect(item(tree, /USA/).querySelector('[data-chevron]')).toBeNull();
    expect(item(tree, /China/).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(item(tree, /China/).querySelector('[data-chevron]')!);
    await within(tree).findByRole('treeitem', { name: /Guangdong/ });
    expect(item(tree, /China/).getAttribute('aria-expanded')).toBe('true');
    expect(item(tree, /Guangdong/).getAttribute('aria-level')).toBe('2');
    expect(list).toHaveBeenLastCalledWith('city', expect.objectContaining({ gql: 'up__s=3,4' }));
    await waitFor(() => expect(item(tree, /Beijing/).querySelector('[data-chevron]')).toBeNull());
    expect(item(tree, /Guangdong/).querySelector('[data-chevron]')).not.toBeNull();
  });

  it('without the children read, a level loads with parent=ID on expand and an empty one hides its chevron', async () => {
    prefetchWorks = false;
    renderPicker(CITY, undefined);
    const tree = await openTree();
    fireEvent.click(item(tree, /China/).querySelector('[data-chevron]')!);
    await within(tree).findByRole('treeitem', { name: /Guangdong/ });
    expect(list).toHaveBeenCalledWith('city', expect.objectContaining({ gql: 'up=1', paginate_by: 200 }));
    expect(item(tree, /USA/).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(item(tree, /USA/).querySelector('[data-chevron]')!);
    expect(list).toHaveBeenLastCalledWith('city', expect.objectContaining({ gql: 'up=2' }));
    await waitFor(() => expect(item(tree, /USA/).getAttribute('aria-expanded')).toBeNull());
    expect(item(tree, /USA/).querySelector('[data-chevron]')).toBeNull();
  });

  it('a level with more nodes than one page shows a "more" row that loads the next page', async () => {
    list.mockImplementation((_m, q) => Promise.resolve(q.page === 1 ? page([CITIES[0]], 2) : page([CITIES[1]], 2)));
    renderPicker(CITY, undefined);
    const tree = await openTree();
    fireEvent.click(within(tree).getByRole('treeitem', { name: /Show more \(1 left\)/ }));
    await within(tree).findByRole('treeitem', { name: /USA/ });
    expect(list).toHaveBeenCalledWith('city', expect.objectContaining({ gql: 'up__isnull=', page: 2 }));
    expect(within(tree).queryByText(/Show more/)).toBeNull();
  });

  it('a level that fails to load offers a retry', async () => {
    list.mockRejectedValueOnce(new Error('offline'));
    renderPicker(CITY, undefined);
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    const retry = await screen.findByRole('treeitem', { name: /Could not load/ });
    fireEvent.click(retry);
    await screen.findByRole('treeitem', { name: /China/ });
  });

  it('single: a click picks the node and closes', async () => {
    const { onChange } = renderPicker(CITY, undefined);
    const tree = await openTree();
    fireEvent.click(item(tree, /USA/));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('multiple: clicks add and remove nodes, the chosen are aria-selected, names come from the record', async () => {
    const record = { id: 9, cities: [{ id: 4, name: '北京', name_en: 'Beijing' }] };
    const { onChange, rerender } = renderPicker(CITIES_FIELD, [4], record);
    expect(screen.getAllByText('Beijing')).not.toHaveLength(0);
    const tree = await openTree();
    expect(tree.getAttribute('aria-multiselectable')).toBe('true');
    fireEvent.click(item(tree, /USA/));
    expect(onChange).toHaveBeenLastCalledWith([4, 2]);
    expect(screen.getByRole('tree')).toBeTruthy(); // stays open for more picks
    rerender(<TreePickerInput id="f" field={CITIES_FIELD} value={[4, 2]} onChange={onChange} lang="en" invalid={false} record={record} />);
    expect(item(tree, /USA/).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(item(tree, /USA/));
    expect(onChange).toHaveBeenLastCalledWith([4]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Beijing' }));
    expect(onChange).toHaveBeenLastCalledWith([2]);
  });

  it('shows the chosen node in the user\'s language and clears it', () => {
    const record = { id: 9, city: { id: 4, __name__: '北京', name: '北京', name_en: 'Beijing' } };
    const { onChange } = renderPicker(CITY, 4, record);
    expect(screen.getAllByText('Beijing')).not.toHaveLength(0);
    cleanup();
    const zh = render(<TreePickerInput id="f" field={CITY} value={4} onChange={onChange} lang="zh_CN" invalid={false} record={record} />);
    expect(zh.getAllByText('北京')).not.toHaveLength(0);
    fireEvent.click(zh.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('search asks the server with escaped text and lists hits with their path, highlighted', async () => {
    renderPicker(CITY, undefined);
    await openTree();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'c++ (' } });
    const hit = await screen.findByRole('treeitem', { name: /Shenzhen|Shen/ }, { timeout: 2000 });
    const call = list.mock.calls.at(-1)!;
    expect(call[1].gql).toBe('name__icontains=c%2B%2B%20%28|name_en__icontains=c%2B%2B%20%28');
    expect(call[1].demandKeys).toEqual(['up__up__up']);
    expect(hit.textContent).toBe('China › Guangdong › Shen C++ (zhen)');
    expect([...hit.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['C++ (']);
  });

  it('keyboard: arrows move, Right expands, Left collapses, Enter picks, Escape closes', async () => {
    const { onChange } = renderPicker(CITY, undefined);
    const tree = await openTree();
    const box = screen.getByRole('searchbox');
    const active = () => document.getElementById(tree.getAttribute('aria-activedescendant')!)?.textContent;
    expect(active()).toBe('China');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toBe('USA');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    await within(tree).findByRole('treeitem', { name: /Guangdong/ });
    expect(item(tree, /China/).getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    expect(active()).toBe('Guangdong');
    fireEvent.keyDown(box, { key: 'ArrowLeft' });
    expect(active()).toBe('China');
    fireEvent.keyDown(box, { key: 'ArrowLeft' });
    expect(within(tree).queryByRole('treeitem', { name: /Guangdong/ })).toBeNull();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('tree')).toBeNull();

    await openTree();
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('tree')).toBeNull();
    expect(document.activeElement?.id).toBe('f');
  });

  it('Space on the tree picks, in the search box it types', async () => {
    const { onChange } = renderPicker(CITY, undefined);
    const tree = await openTree();
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: ' ' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(tree, { key: ' ' });
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('an outside click closes the dropdown after 50 ms', async () => {
    renderPicker(CITY, undefined);
    await openTree();
    vi.useFakeTimers();
    try {
      fireEvent.mouseDown(document.body);
      act(() => { vi.advanceTimersByTime(40); });
      expect(screen.queryByRole('tree')).not.toBeNull();
      act(() => { vi.advanceTimersByTime(20); });
      expect(screen.queryByRole('tree')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tree search helpers', () => {
  it('escapes regular-expression text', () => {
    expect(escapeRegExp('c++ (')).toBe('c\\+\\+ \\(');
    expect(new RegExp(escapeRegExp('a.b*[x]')).test('a.b*[x]')).toBe(true);
    const { container } = render(<p><Highlight text="Learn C++ (and c++ ( too)" term="c++ (" /></p>);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['C++ (', 'c++ (']);
  });

  it('builds gql from the searchable fields, and reads the path of a hit', () => {
    expect(gqlValue("a&b|c (d)'")).toBe('a%26b%7Cc%20%28d%29%27');
    expect(searchGql({ ...CITY_META, fields: [] }, 'x')).toBe('keyword=x');
    const hit = { id: 5, name: '深圳', up: { id: 3, name: '广东', up: { id: 1, name: '中国', up: 7 } } };
    expect(ancestorsOf(hit, 'up').map((a) => a?.name)).toEqual([undefined, '中国', '广东']);
  });
});
