// The layers, read from the source: the shell imports no feature folder (it reads the registry),
// and a feature imports another module's folder only when its module requires that module.
import { describe, expect, it } from 'vitest';
import { modules } from './index';

/** Every source file of the app, by its path under ui/ ('/src/shell/Header.tsx'), as text. */
const SOURCES = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/** Feature folders and the module each belongs to. */
const FEATURES: Record<string, string> = {
  approval: 'approvals', auth: 'accounts', profile: 'accounts', calls: 'telephony', email: 'mail', feed: 'activity',
  notice: 'notices', notifications: 'notifications', pipeline: 'pipeline', flow: 'pipeline', studio: 'studio', todo: 'calendar',
  scorecard: 'scorecard',
};
/** Where feature folders may be named: the list of modules, and the one API client, which holds
 * every module's calls (Endpoints go through it). */
const ALLOWED = ['modules/index.ts', 'api/'];

/** A path under src/ ('shell/Header.tsx'). */
const rel = (path: string) => path.replace(/^\/src\//, '');
const topFolder = (path: string) => path.split('/')[0];

/** Where a relative import from `file` leads, as a path under src/. */
function resolveFrom(file: string, spec: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const seg of spec.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

/** The folders under src/ a file imports (relative imports only, static and dynamic). */
function importedFolders(file: string): string[] {
  const specs = [...SOURCES[`/src/${file}`].matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return [...new Set(specs.map((s) => topFolder(resolveFrom(file, s))))];
}

const all = Object.keys(SOURCES).map(rel);

describe('layers', () => {
  it('the shell and the core import no feature folder', () => {
    const wrong = all
      .filter((f) => !(topFolder(f) in FEATURES) && !ALLOWED.some((a) => f.startsWith(a)))
      .flatMap((f) => importedFolders(f).filter((d) => d in FEATURES).map((d) => `${f} → ${d}/`));
    expect(wrong).toEqual([]);
  });

  it('reads the sources', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(importedFolders('shell/Shell.tsx')).toContain('modules');
  });

  it('a feature imports another module only as its module requires', () => {
    const requires = new Map(modules.map((m) => [m.name, new Set(m.requires ?? [])]));
    const wrong = all.filter((f) => topFolder(f) in FEATURES).flatMap((f) => {
      const mine = FEATURES[topFolder(f)];
      return importedFolders(f)
        .filter((d) => d in FEATURES && FEATURES[d] !== mine && !requires.get(mine)?.has(FEATURES[d]))
        .map((d) => `${f} → ${d}/ (module ${mine} does not require ${FEATURES[d]})`);
    });
    expect(wrong).toEqual([]);
  });

  it('every folder with a module.ts is a known feature folder, and its module is listed', () => {
    const declared = all.filter((f) => /^[^/]+\/module\.tsx?$/.test(f)).map(topFolder);
    expect(declared.filter((d) => !(d in FEATURES))).toEqual([]);
    const listed = new Set(modules.map((m) => m.name));
    expect(declared.map((d) => FEATURES[d]).filter((m) => !listed.has(m))).toEqual([]);
  });
});
