import { describe, expect, it } from 'vitest';
import type { NavbarConfig } from '../api/types';
import { hashOf, modelLabel, navLabel } from './navbar';

const link = { key: 'candidate', label: '人才', label_tw: '人才', label_en: 'Candidate', url: '/crm#candidate/list', is_model: true, model: 'candidate', new_window: false };

describe('navbar helpers', () => {
  it('labels per language (label is zh_CN)', () => {
    expect(navLabel(link, 'zh_CN')).toBe('人才');
    expect(navLabel(link, 'en')).toBe('Candidate');
    expect(navLabel({ ...link, label_tw: '' }, 'zh_TW')).toBe('人才');
  });

  it('finds a model label, nested or not', () => {
    const config: NavbarConfig = { add_menu: [], link_list: [{ ...link, key: 'x', is_model: false, model: undefined, url: '', children: [{ ...link, model: 'team', label_en: 'Teams' }] }, link] };
    expect(modelLabel(config, 'team', 'en')).toBe('Teams');
    expect(modelLabel(config, 'candidate', 'en')).toBe('Candidate');
    expect(modelLabel(config, 'unknown', 'en')).toBe('unknown');
  });

  it('keeps the hash of a navigation URL', () => {
    expect(hashOf('/crm#joborder/list')).toBe('#joborder/list');
    expect(hashOf('')).toBe('');
  });
});
