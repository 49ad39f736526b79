// "Add from CV" in the list toolbar of a model that takes CVs.
import { useTranslation } from 'react-i18next';
import type { ListPartProps } from '../../modules/registry';
import { takesCvs } from './cvDrop';
import { CvPicker } from './CvPicker';

export function CvDropButton({ meta }: ListPartProps) {
  const { t } = useTranslation();
  if (!takesCvs(meta)) return null;
  return <CvPicker meta={meta} label={t('resumeDrop.button')} />;
}
