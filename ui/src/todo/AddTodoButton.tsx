import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DataRecord } from '../api/types';
import { Button } from '../components/Button';
import { useToasts } from '../components/Toasts';
import { usePageFloat } from '../stores/pageFloat';
import { useModel } from '../stores/useModel';
import { useSession } from '../stores/session';
import { newTodoValues, TODO_MODEL } from './todos';

/** The detail page's Add To-do: offered on records a to-do can be about (the to-do model has a
 * single link to their model), it opens the to-do form with that link filled in and stays on
 * the page once saved. */
export function AddTodoButton({ model, record }: { model: string; record: DataRecord }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const { meta } = useModel(TODO_MODEL);
  const user = useSession((s) => s.user);
  const link = meta?.fields.find((f) => f.type === 'foreignkey' && f.to === model && !f.multiple && f.editable !== false);
  if (!link || record.is_deleted || !(meta?.allowed_actions ?? []).includes('add')) return null;
  const open = () => usePageFloat.getState().open(`add:${TODO_MODEL}`, {
    values: newTodoValues(user, { [link.name]: { id: record.id, __name__: record.__name__ } }),
    onSaved: () => push('success', t('todo.added')),
  });
  return <Button onClick={open}><CalendarPlus className="size-4" aria-hidden />{t('todo.addFor')}</Button>;
}
