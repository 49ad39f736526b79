// The layers, read from the source: the shell imports no feature folder (it reads the registry),
// and a feature imports another module's folder only when its module requires that module.
import { describe, expect, it } from 'vitest';
import { modules } from './index';
import type { UiModule } from './registry';

/** Every source file of the app, by its path under ui/ ('/src/shell/Header.tsx'), as text. */
const SOURCES = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/** The module files, by path ('/src/approval/module.tsx'), with what they export. */
const MODULE_FILES = import.meta.glob<Record<string, unknown>>('/src/*/module.{ts,tsx}', { eager: true });

/** Folders that belong to a module beyond the one holding its module.ts. */
const MORE_FOLDERS: Record<string, string> = { profile: 'accounts', flow: 'pipeline' };

/** The shell and the core: what every screen stands on, which names no feature. */
const SHELL = ['shell', 'list', 'detail', 'forms', 'widgets', 'router', 'app', 'components', 'stores', 'api', 'actions', 'settings', 'exports', 'imports', 'i18n', 'modules'];

/** The folders modules/index.ts registers (it imports their module.ts), and each one's module. */
function registeredFolders(): Record<string, string> {
  const folders: Record<string, string> = {};
  for (const m of SOURCES['/src/modules/index.ts'].matchAll(/import\s*\{\s*(\w+)\s*\}\s*from\s*'\.\.\/([^/']+)\/module'/g)) {
    const [, exported, folder] = m;
    const file = Object.keys(MODULE_FILES).find((f) => f.startsWith(`/src/${folder}/module.`));
    const mod = file && (MODULE_FILES[file][exported] as UiModule | undefined);
    if (mod) folders[folder] = mod.name;
  }
  return folders;
}

/** Feature folders and the module each belongs to. */
const FEATURES: Record<string, string> = { ...registeredFolders(), ...MORE_FOLDERS };
/** Where feature folders may be named: the list of modules. */
const ALLOWED = ['modules/index.ts'];

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
function importedFolders(file: string, text = SOURCES[`/src/${file}`]): string[] {
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return [...new Set(specs.map((s) => topFolder(resolveFrom(file, s))))];
}

const all = Object.keys(SOURCES).map(rel);

describe('layers', () => {
  it('the shell and the core import no feature folder', () => {
    expect(SHELL.filter((d) => d in FEATURES)).toEqual([]);
    expect(SHELL.filter((d) => !all.some((f) => topFolder(f) === d))).toEqual([]);
    const wrong = all
      .filter((f) => !(topFolder(f) in FEATURES) && !ALLOWED.some((a) => f.startsWith(a)))
      .flatMap((f) => importedFolders(f).filter((d) => d in FEATURES).map((d) => `${f} → ${d}/`));
    expect(wrong).toEqual([]);
  });

  it('reads the sources', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(importedFolders('shell/Shell.tsx')).toContain('modules');
  });

  it('knows every module listed in modules/index.ts by its folder', () => {
    const folders = registeredFolders();
    expect(Object.values(folders).sort()).toEqual(modules.map((m) => m.name).sort());
    expect(folders).toMatchObject({ sidebar: 'sidebar', tags: 'tags', approval: 'approvals' });
  });

  it('finds a shell file that imports a feature folder', () => {
    const file = 'widgets/input/tags/TagsInput.tsx';
    const text = `${SOURCES[`/src/${file}`]}\nimport type { X } from '../../../tags/LibraryTagsInput';`;
    expect(importedFolders(file, text).filter((d) => d in FEATURES)).toEqual(['tags']);
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
