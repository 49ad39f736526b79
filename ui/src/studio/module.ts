// Studio: the admin's settings pages for option lists, fields and layouts, and model packages.
import { LayoutTemplate, ListChecks, Package } from 'lucide-react';
import { lazy } from 'react';
import type { UiModule } from '../modules/registry';

export const studio: UiModule = {
  name: 'studio',
  settings: [
    { type: 'options', labelKey: 'settings.options.title', icon: ListChecks, Component: lazy(() => import('./options/OptionListsPage').then((m) => ({ default: m.OptionListsPage }))) },
    { type: 'layout', labelKey: 'studio.layout.title', icon: LayoutTemplate, Component: lazy(() => import('./LayoutStudioPage').then((m) => ({ default: m.LayoutStudioPage }))) },
    { type: 'packages', labelKey: 'studio.packages.title', icon: Package, Component: lazy(() => import('./PackagesPage').then((m) => ({ default: m.PackagesPage }))) },
  ],
};
