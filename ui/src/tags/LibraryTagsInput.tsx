// A tags field with a tag library (the server's tags module marks it with tag_library): the
// core's tags input, suggesting the library's tags as the user types and opening the library's
// popover of groups to pick from.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { TagLibraryRef } from '../api/types';
import { TagsInput, type TagPickerProps, type TagSource } from '../widgets/input/tags/TagsInput';
import type { InputProps } from '../widgets/input/types';
import { TagLibraryPopover } from './TagLibraryPopover';

/** The library's tags whose names match the term, each once (a tag may sit in two groups). */
async function suggest(lib: TagLibraryRef, term: string): Promise<string[]> {
  const rows = await api.autocomplete(lib.model, term);
  return [...new Set(rows.map((r) => String(r.__name__ ?? '')).filter((n) => n !== ''))];
}

export function LibraryTagsInput(props: InputProps) {
  const { t } = useTranslation();
  const lib = props.field.tag_library as TagLibraryRef;
  const label = t('tags.library');
  const source = useMemo<TagSource>(() => ({
    suggest: (term) => suggest(lib, term),
    pickerLabel: label,
    Picker: (p: TagPickerProps) => <TagLibraryPopover lib={lib} {...p} />,
  }), [lib, label]);
  return <TagsInput {...props} source={source} />;
}
