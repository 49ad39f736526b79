// The one place that says which input widget edits each field type. Computed types
// (expressions, rollupfield, reverse_foreignkey) have none: forms leave them out, except a
// reverse_foreignkey the metadata marks as a collection, edited as sub-forms. A module may
// edit the fields it matches with its own input (modules/registry.ts, fieldInputs).
import type { FieldMeta } from '../../api/types';
import { activeModules } from '../../modules/active';
import { collect } from '../../modules/registry';
import { CollectionInput } from './collection';
import { collectionOf } from './collectionData';
import { DateInput, DateTimeInput } from './date';
import { NumberInput, NumberRangeInput } from './number';
import { MultiOptionInput, RadioInput, RateInput, SelectInput } from './options';
import { PickerInput } from './picker';
import { RichTextInput } from './richtext';
import { TagsInput } from './tags/TagsInput';
import { AttachmentsInput } from '../files/AttachmentsInput';
import { TextareaInput, TextInput } from './text';
import { TreePickerInput } from './treePicker';
import type { InputWidget } from './types';

export const inputWidgets: Record<string, InputWidget> = {
  char: TextInput,
  multiline: TextareaInput,
  originaltext: TextareaInput,
  richtext: RichTextInput,
  integer: NumberInput,
  double: NumberInput,
  date: DateInput,
  datetime: DateTimeInput,
  dropdown: SelectInput,
  radio: RadioInput,
  checkbox: MultiOptionInput,
  checkboxdropdown: MultiOptionInput,
  tags: TagsInput,
  attachments: AttachmentsInput,
  foreignkey: PickerInput,
  comtree: TreePickerInput,
  rate: RateInput,
  'number-range': NumberRangeInput,
};

export function hasInputWidget(field: FieldMeta): boolean {
  return field.type in inputWidgets || collectionOf(field) !== undefined;
}

export function inputWidgetFor(field: FieldMeta): InputWidget {
  if (collectionOf(field)) return CollectionInput;
  const own = collect(activeModules(), 'fieldInputs').find((e) => e.matches(field));
  return own?.Input ?? inputWidgets[field.type] ?? TextInput;
}
