import { describe, expect, it } from 'vitest';
import { sectionOpenFor, usePreferences } from './preferences';

describe('sidebar section state', () => {
  it('starts open, is remembered per model and section, and persists', () => {
    const prefs = usePreferences.getState();
    expect(sectionOpenFor('candidate', 'folders', prefs)).toBe(true);
    prefs.setSectionOpen('candidate', 'folders', false);
    const after = usePreferences.getState();
    expect(sectionOpenFor('candidate', 'folders', after)).toBe(false);
    expect(sectionOpenFor('company', 'folders', after)).toBe(true);
    expect(sectionOpenFor('candidate', 'facet:status', after)).toBe(true);
    expect(JSON.parse(localStorage.getItem('huntline.preferences') ?? '{}').sectionOpen).toEqual({ candidate: { folders: false } });
  });
});
