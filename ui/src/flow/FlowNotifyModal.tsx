import { useTranslation } from 'react-i18next';
import type { NoticeLinks } from '../notice/noticeApi';
import { Button } from '../components/Button';
import { NotifyWidget } from '../notice/NotifyWidget';
import { FlowModal } from '../pipeline/FlowModal';

/** Notify candidate, in the 'jobsubmission-flow' modal: the notify widget for the candidate,
 * the notices linked to the submission, the candidate and the job (they show on their feeds). */
export function FlowNotifyModal({ model, candidate, links, name, onClose, onSent }: {
  model: string; candidate: { model: string; id: number }; links: NoticeLinks; name: string; onClose(): void; onSent(): void;
}) {
  const { t } = useTranslation();
  return (
    <FlowModal title={t('flow.notifyTitle', { name })} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <NotifyWidget shown model={model} targets={[{ kind: 'candidate', model: candidate.model, id: candidate.id }]} links={links} onSent={onSent} />
    </FlowModal>
  );
}
