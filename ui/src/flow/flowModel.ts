import type { ModelMeta } from '../api/types';

/** A detail route shows the flow page when its model has pipeline metadata. */
export function isFlowModel(meta: Pick<ModelMeta, 'pipeline'> | undefined): boolean {
  return !!meta?.pipeline?.stages?.length;
}
