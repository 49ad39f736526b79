// Tags: the shared tag library (spec 001 "Tag library"). A tags field the server gives a
// tag_library is edited with the library's suggestions and its popover of groups; the tags
// field type itself (typing, chips, the limit) is the core's input widget.
import type { UiModule } from '../modules/registry';
import { LibraryTagsInput } from './LibraryTagsInput';

export const tags: UiModule = {
  name: 'tags',
  fieldInputs: [{ matches: (field) => field.type === 'tags' && !!field.tag_library, Input: LibraryTagsInput }],
};
