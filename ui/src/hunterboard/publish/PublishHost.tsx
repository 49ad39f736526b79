// Mounted once by the shell: draws the publish modal while a job is chosen (publishing.ts).
import { PublishModal } from './PublishModal';
import { usePublishing } from './publishing';

export default function PublishHost() {
  const job = usePublishing((s) => s.job);
  const close = usePublishing((s) => s.close);
  return job ? <PublishModal key={String(job.id)} job={job} onClose={close} /> : null;
}
