// A site's name as the reader reads it: the labels of the contract (liepin = Liepin / 猎聘 /
// 獵聘, hunterboard = Hunter Board / 猎头职位板 / 獵頭職位板); an unknown site shows its code.
import type { TFunction } from 'i18next';
import './i18n';

export function siteLabel(site: string, t: TFunction): string {
  const key = `jobboard.sites.${site}`;
  const label = t(key);
  return label === key ? site : label;
}
