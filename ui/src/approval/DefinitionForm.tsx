import type { FloatData } from '../stores/pageFloat';
import { formatRoute, navigate } from '../router/hash';
import AddApprovalModal from './AddApprovalModal';

/** The add/edit form of a workflow definition model: edited level by level in the add-approval
 * modal, not as raw JSON. A new one opens on its own page once saved, unless its opener says
 * otherwise. */
export default function DefinitionForm({ model, data, edit, closing }: { model: string; data: FloatData; edit: boolean; closing: boolean }) {
  return <AddApprovalModal data={{ ...data, onSaved: data.onSaved ?? ((id: number) => { if (!edit) navigate(formatRoute(model, 'detail', { id })); }) }} closing={closing} />;
}
