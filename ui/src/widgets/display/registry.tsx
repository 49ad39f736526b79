// The one place that says which display widget shows each field type. A new field type
// registers here; screens only call DisplayValue.
import type { FieldMeta, Lang } from '../../api/types';
import { collectionOf } from '../input/collectionData';
import { CollectionDisplay } from './collection';
import { EmailDisplay, PhoneDisplay } from './contact';
import { DateDisplay, DateTimeDisplay } from './date';
import { ForeignKeyDisplay, ReverseDisplay, TreeDisplay } from './link';
import { NumberDisplay } from './number';
import { NumberRangeDisplay } from './numberRange';
import { OptionDisplay } from './option';
import { OptionListDisplay } from './optionList';
import { RateDisplay } from './rate';
import { RichTextDisplay } from './richtext';
import { RollupDisplay } from './rollup';
import { TagsDisplay } from './tags';
import { AttachmentsDisplay } from './attachments';
import { TextDisplay } from './text';
import { ModelNameDisplay } from './modelName';
import { isEmpty, type DisplayWidget } from './types';

export const displayWidgets: Record<string, DisplayWidget> = {
  char: TextDisplay,
  multiline: TextDisplay,
  originaltext: TextDisplay,
  integer: NumberDisplay,
  double: NumberDisplay,
  expressions: NumberDisplay,
  date: DateDisplay,
  datetime: DateTimeDisplay,
  dropdown: OptionDisplay,
  radio: OptionDisplay,
  checkbox: OptionListDisplay,
  checkboxdropdown: OptionListDisplay,
  tags: TagsDisplay,
  attachments: AttachmentsDisplay,
  foreignkey: ForeignKeyDisplay,
  comtree: TreeDisplay,
  reverse_foreignkey: ReverseDisplay,
  rate: RateDisplay,
  'number-range': NumberRangeDisplay,
  richtext: RichTextDisplay,
  rollupfield: RollupDisplay,
};

/** A field's format (metadata `format`) shows its values its own way: a model's name as its
 * label, phone numbers and e-mail addresses as tel: and mailto: links. */
export const formatWidgets: Record<string, DisplayWidget> = {
  model: ModelNameDisplay,
  phone: PhoneDisplay,
  email: EmailDisplay,
};

export function displayWidgetFor(field: FieldMeta): DisplayWidget {
  if (collectionOf(field)) return CollectionDisplay;
  // A value's meaning (metadata `format`) shows its own way, as long as the field is drawn as
  // its own type: a model's name as its label, phones and e-mails as links.
  const byFormat = typeof field.format === 'string' ? formatWidgets[field.format] : undefined;
  if (byFormat && (field.view_type ?? field.type) === field.type) return byFormat;
  return displayWidgets[field.view_type ?? field.type] ?? displayWidgets[field.type] ?? TextDisplay;
}

/** A field's value as its type shows it; empty values show a quiet dash. */
export function DisplayValue({ value, field, lang, variant = 'cell' }: { value: unknown; field: FieldMeta; lang: Lang; variant?: 'cell' | 'detail' }) {
  if (isEmpty(value)) return <span className="text-slate-300">—</span>;
  const Widget = displayWidgetFor(field);
  return <Widget value={value} field={field} lang={lang} variant={variant} />;
}

/** Fields whose values the list must ask for with demandKeys (expanded links, computed rollups). */
export function needsDemand(field: FieldMeta): boolean {
  return ['foreignkey', 'comtree', 'rollupfield', 'reverse_foreignkey'].includes(field.type);
}
