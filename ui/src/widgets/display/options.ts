import type { FieldMeta, FieldOption, Lang } from '../../api/types';

/** An option's label in the user's language (options carry en_US, zh_CN, zh_TW). */
export function optionLabel(o: FieldOption, lang: Lang): string {
  const byLang = lang === 'en' ? o.en_US : o[lang];
  return byLang || o.value || o.code;
}

export function findOption(field: FieldMeta, code: unknown): FieldOption | undefined {
  return field.options?.find((o) => o.code === code);
}
