import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../stores/session';
import { activeModules } from './active';
import { modules as appModules } from './index';
import { collect, enabledModules, installModules, installedModules, modulesOn, type UiModule } from './registry';

const Nothing = () => null;
const core: UiModule = { name: 'activity', header: [{ key: 'feed', order: 30, Component: Nothing }] };
const plugin: UiModule = {
  name: 'telephony',
  plugin: true,
  header: [{ key: 'proxy-call', order: 70, Component: Nothing }],
  hosts: [{ Component: Nothing }],
};
const mail: UiModule = { name: 'mail', header: [{ key: 'mail', order: 40, Component: Nothing }], settings: [] };
const board: UiModule = { name: 'jobboard', plugin: true, pages: [{ page: 'board', Component: Nothing }] };
const all = [core, mail, plugin, board];

afterEach(() => {
  installModules([]);
  useSession.setState({ config: undefined });
});

describe('enabledModules', () => {
  it('keeps the plugins the server names, in the installed order', () => {
    expect(enabledModules(all, ['telephony', 'activity', 'mail', 'jobboard']).map((m) => m.name)).toEqual(['activity', 'mail', 'telephony', 'jobboard']);
  });
  it('drops a plugin the server leaves out', () => {
    expect(enabledModules(all, ['activity', 'mail', 'jobboard']).map((m) => m.name)).toEqual(['activity', 'mail', 'jobboard']);
    expect(enabledModules(all, ['activity', 'mail', 'telephony']).map((m) => m.name)).toEqual(['activity', 'mail', 'telephony']);
  });
  it('an absent list (an older server, or before sign-in) turns every module on', () => {
    expect(enabledModules(all, undefined)).toEqual(all);
  });
  it('a module that is not a plugin is always in force, as on the server', () => {
    expect(enabledModules(all, []).map((m) => m.name)).toEqual(['activity', 'mail']);
    expect(enabledModules(all, ['telephony']).map((m) => m.name)).toEqual(['activity', 'mail', 'telephony']);
  });
  it('a module with onlyWith is on only while the server names one of its modules', () => {
    const shared: UiModule = { name: 'boards', onlyWith: ['telephony', 'jobboard'] };
    const mods = [core, plugin, board, shared];
    expect(enabledModules(mods, ['activity']).map((m) => m.name)).toEqual(['activity']);
    expect(enabledModules(mods, ['activity', 'telephony']).map((m) => m.name)).toEqual(['activity', 'telephony', 'boards']);
    expect(enabledModules(mods, ['activity', 'jobboard']).map((m) => m.name)).toEqual(['activity', 'jobboard', 'boards']);
    expect(enabledModules(mods, ['activity', 'telephony', 'jobboard']).map((m) => m.name)).toEqual(['activity', 'telephony', 'jobboard', 'boards']);
    // Named by the server but without a UI module here: the server's word counts.
    expect(enabledModules([core, shared], ['activity', 'telephony']).map((m) => m.name)).toEqual(['activity', 'boards']);
    // Before sign-in (no list) every module is on, as for plugins.
    expect(enabledModules(mods, undefined)).toEqual(mods);
  });
  it('a name the app has no module for is ignored', () => {
    expect(enabledModules(all, ['tags', 'scorecard']).map((m) => m.name)).toEqual(['activity', 'mail']);
  });
});

describe('modulesOn', () => {
  it.each([
    [{ modules: ['mail', 'telephony'] }, ['mail', 'telephony']],
    [{}, undefined],
    [undefined, undefined],
    [{ modules: null }, undefined],
    [{ modules: 'mail' }, undefined],
    [{ modules: ['mail', 3] }, undefined],
  ])('%j → %j', (config, want) => expect(modulesOn(config as { modules?: unknown } | undefined)).toEqual(want));
});

describe('collect', () => {
  it('lists one slot\'s entries module by module; modules without it add nothing', () => {
    expect(collect(all, 'header').map((e) => e.key)).toEqual(['feed', 'mail', 'proxy-call']);
    expect(collect(all, 'hosts')).toHaveLength(1);
    expect(collect(all, 'settings')).toEqual([]);
  });
});

describe('the modules that are on', () => {
  it('follow the configuration the session read', () => {
    installModules(all);
    useSession.setState({ config: { system_expired: false, hide_forget_password: false, clientType: '', CLIENT_CODE: '', modules: ['activity', 'mail'] } });
    expect(collect(activeModules(), 'header').map((e) => e.key)).toEqual(['feed', 'mail']);
    expect(collect(activeModules(), 'hosts')).toEqual([]);
    expect(collect(activeModules(), 'pages')).toEqual([]);
    useSession.setState({ config: { system_expired: false, hide_forget_password: false, clientType: '', CLIENT_CODE: '', modules: ['activity', 'mail', 'telephony'] } });
    expect(collect(activeModules(), 'header').map((e) => e.key)).toEqual(['feed', 'mail', 'proxy-call']);
  });
  it('are all of them before sign-in and when the server names none', () => {
    installModules(all);
    expect(activeModules()).toEqual(all);
    useSession.setState({ config: { system_expired: false, hide_forget_password: false, clientType: '', CLIENT_CODE: '' } });
    expect(activeModules()).toEqual(all);
  });
});

describe('installModules', () => {
  it('refuses a module listed twice', () => {
    expect(() => installModules([core, { name: 'activity' }])).toThrow(/activity/);
    expect(installedModules()).toEqual([]);
  });
  it('refuses a module whose required module is not installed', () => {
    expect(() => installModules([{ name: 'pipeline', requires: ['activity', 'notices'] }, core])).toThrow('"pipeline" requires notices');
    expect(() => installModules([{ name: 'pipeline', requires: ['activity'] }, core])).not.toThrow();
  });
});

describe("the app's modules", () => {
  it('are named as the server names them; telephony, scorecard, liepin and hunterboard are the plugins among them', () => {
    expect(appModules.map((m) => m.name).sort()).toEqual(
      ['accounts', 'activity', 'approvals', 'calendar', 'dashboard', 'hunterboard', 'jobboard', 'liepin', 'mail', 'notices', 'notifications', 'pipeline', 'reports', 'reportshare', 'resume', 'scorecard', 'sidebar', 'studio', 'tags', 'telephony']);
    expect(appModules.filter((m) => m.plugin).map((m) => m.name)).toEqual(['telephony', 'scorecard', 'liepin', 'hunterboard']);
  });
  it('telephony alone adds the incoming-call pop-up, the proxy-call icon and the call cell', () => {
    // What the server answers with telephony off: the modules in force, without it.
    const off = enabledModules(appModules, appModules.filter((m) => m.name !== 'telephony').map((m) => m.name));
    const on = enabledModules(appModules, appModules.map((m) => m.name));
    expect(collect(on, 'header').map((e) => e.key)).toContain('proxy-call');
    expect(collect(off, 'header').map((e) => e.key)).not.toContain('proxy-call');
    expect(collect(on, 'feedCells').map((e) => e.kind)).toContain('call');
    expect(collect(off, 'feedCells').map((e) => e.kind)).not.toContain('call');
    expect(collect(on, 'hosts').length - collect(off, 'hosts').length).toBe(1);
  });
  it('jobboard leaves no trace with both board add-ons off, and is back with either', () => {
    const names = appModules.filter((m) => !m.plugin).map((m) => m.name);
    const off = enabledModules(appModules, names);
    expect(off.map((m) => m.name)).not.toContain('jobboard');
    expect(collect(off, 'settings').map((e) => e.type)).not.toContain('account');
    for (const board of ['liepin', 'hunterboard']) {
      const on = enabledModules(appModules, [...names, board]);
      expect(on.map((m) => m.name)).toContain('jobboard');
      expect(collect(on, 'settings').map((e) => e.type)).toContain('account');
    }
  });
});
