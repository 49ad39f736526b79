// A flow's or level's status as a coloured label: the flow model's status option (label and
// colour from metadata) when it has one, else the app's own words for the level states.
import { useTranslation } from 'react-i18next';
import type { FieldMeta, Lang } from '../api/types';
import { Badge } from '../widgets/display/Badge';
import { findOption, optionLabel } from '../widgets/display/options';

const COLORS: Record<string, string> = { pending: '#d97706', approved: '#059669', rejected: '#dc2626', waiting: '#64748b' };

export function StatusLabel({ status, field }: { status: string; field?: FieldMeta }) {
  const { t, i18n } = useTranslation();
  const o = field ? findOption(field, status) : undefined;
  const known = ['pending', 'approved', 'rejected', 'waiting'].includes(status);
  return <Badge color={o?.color ?? COLORS[status]}>{o ? optionLabel(o, i18n.language as Lang) : known ? t(`approval.status.${status}`) : status}</Badge>;
}
