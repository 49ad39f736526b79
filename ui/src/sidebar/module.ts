// Saved filters and folders (the server's sidebar module): the list sidebar's sections, the
// toolbar's Save filter, the Add to folder mass action, and rows dragged onto a folder.
import { FolderInput } from 'lucide-react';
import type { UiModule } from '../modules/registry';
import { AddToFolderAction } from './AddToFolderAction';
import { SaveFilterToolbar } from './SaveFilterToolbar';
import { SidebarScope } from './SidebarScope';
import { SidebarSections } from './SidebarSections';

export const sidebar: UiModule = {
  name: 'sidebar',
  listParts: [{
    key: 'sidebar',
    Scope: SidebarScope,
    Sections: SidebarSections,
    Toolbar: SaveFilterToolbar,
    MassAction: AddToFolderAction,
    rowDrop: { matches: (meta) => !!meta.folderable, labelKey: 'sidebar.dragRows', icon: FolderInput },
  }],
};
