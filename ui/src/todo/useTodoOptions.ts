import { useTranslation } from 'react-i18next';
import type { FieldOption, Lang } from '../api/types';
import { useModel } from '../stores/useModel';
import { optionLabel } from '../widgets/display/options';
import { TODO_MODEL } from './todos';

/** The to-do model's category options (label and colour by code), from its metadata. */
export function useTodoCategories() {
  const { i18n } = useTranslation();
  const { meta } = useModel(TODO_MODEL);
  const options = meta?.fields.find((f) => f.name === 'category')?.options ?? [];
  const lang = i18n.language as Lang;
  return {
    meta,
    category(code: unknown): { label: string; color?: string } | undefined {
      const o: FieldOption | undefined = options.find((x) => x.code === code);
      return o && { label: optionLabel(o, lang), color: o.color };
    },
  };
}
