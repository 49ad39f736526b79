// The one place that says which input widget edits each field type. Computed types
// (expressions, rollupfield, reverse_foreignkey) have none: forms leave them out.
import type { FieldMeta } from '../../api/types';
import { DateInput, DateTimeInput } from './date';
import { NumberInput, NumberRangeInput } from './number';
import { MultiOptionInput, RadioInput, RateInput, SelectInput } from './options';
import { PickerInput } from './picker';
import { TextareaInput, TextInput } from './text';
import { TreePickerInput } from './treePicker';
import type { InputWidget } from './types';

export const inputWidgets: Record<string, InputWidget> = {
  char: TextInput,
  multiline: TextareaInput,
  originaltext: TextareaInput,
  richtext: TextareaInput,
  integer: NumberInput,
  double: NumberInput,
  date: DateInput,
  datetime: DateTimeInput,
  dropdown: SelectInput,
  radio: RadioInput,
  checkbox: MultiOptionInput,
  checkboxdropdown: MultiOptionInput,
  foreignkey: PickerInput,
  comtree: TreePickerInput,
  rate: RateInput,
  'number-range': NumberRangeInput,
};

export function hasInputWidget(field: FieldMeta): boolean {
  return field.type in inputWidgets;
}

export function inputWidgetFor(field: FieldMeta): InputWidget {
  return inputWidgets[field.type] ?? TextInput;
}
