// The profile's e-mail page (profile:email, the personal e-mail templates link of spec 001
// §2): the user's own templates, and the signature appended to every mail they send (user
// setting emailSignature, sanitised by the server when saved).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import { Button } from '../components/Button';
import { useToasts } from '../components/Toasts';
import { useUserConfig } from '../stores/userConfig';
import { RichTextInput } from '../widgets/input/richtext';
import { TemplateManager } from './TemplateManager';

export function PersonalEmailPage() {
  const { t, i18n } = useTranslation();
  const push = useToasts((s) => s.push);
  const [type, setType] = useState('');
  const values = useUserConfig((s) => s.values);
  const loaded = useUserConfig((s) => s.loaded);
  const [signature, setSignature] = useState<string | undefined>();
  useEffect(() => { void useUserConfig.getState().load(); }, []);
  useEffect(() => { if (loaded) setSignature(typeof values.emailSignature === 'string' ? values.emailSignature : undefined); }, [loaded]); // eslint-disable-line react-hooks/exhaustive-deps
  async function saveSignature() {
    try {
      await useUserConfig.getState().set('emailSignature', signature ?? null);
      push('success', t('email.signatureSaved'));
    } catch (e) { push('error', e instanceof Error ? e.message : String(e)); }
  }
  return (
    <div className="space-y-8">
      <section>
        <h2 className="mb-3 text-base font-semibold text-slate-900">{t('email.templates.personalTitle')}</h2>
        <TemplateManager personal type={type} onType={setType} />
      </section>
      <section aria-label={t('email.signature')}>
        <h2 className="mb-3 text-base font-semibold text-slate-900">{t('email.signature')}</h2>
        {loaded && <RichTextInput id="email-signature" field={{ name: 'emailSignature', label_value: t('email.signature'), type: 'richtext' }}
          value={signature} onChange={(v) => setSignature(typeof v === 'string' ? v : undefined)} lang={i18n.language as Lang} invalid={false} />}
        <div className="mt-3 flex justify-end"><Button variant="primary" onClick={() => void saveSignature()}>{t('email.saveSignature')}</Button></div>
      </section>
    </div>
  );
}
