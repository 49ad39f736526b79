import { Puzzle } from 'lucide-react';
import { lazy } from 'react';
import type { SettingsEntry } from '../modules/registry';

/** The core's settings: the add-ons (plugins) a tenant turns on or off. */
export const CORE_SECTIONS: SettingsEntry[] = [
  { type: 'addons', labelKey: 'settings.addons.title', icon: Puzzle, adminOnly: true, Component: lazy(() => import('./AddonsPage')) },
];

export const settingsHash = (type: string, params: Record<string, string> = {}) =>
  `#system-setting/list?${new URLSearchParams({ type, ...params }).toString()}`;
