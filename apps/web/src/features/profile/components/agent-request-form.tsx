import { zodResolver } from '@hookform/resolvers/zod';
import { type AgentRequest, agentRequestSchema, MESSAGES } from '@nestlane/shared';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useSendAgentRequest } from '../api/send-agent-request';
import { profileMessages } from '../messages';

/** Spec §4 agent request: four required links (whatsapp numeric), checked by the server's own schema. */
export function AgentRequestForm({ userId }: { userId: string }) {
  const sendAgentRequest = useSendAgentRequest();
  const t = useT(profileMessages);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AgentRequest>({ resolver: zodResolver(agentRequestSchema) });

  // runAction awaits the mutation: the pending profile replaces this form as soon as the request succeeds.
  async function apply(links: AgentRequest) {
    await runAction(
      () => sendAgentRequest.mutateAsync({ userId, links }),
      localizeMessage(MESSAGES.agentRequestSent),
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(apply)}
      aria-labelledby="agent-request-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6"
    >
      <h2 id="agent-request-heading" className="text-xl font-bold text-ink">
        {t('profile.agentRequest.title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-700">{t('profile.agentRequest.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('profile.agentRequest.twitter')}
          autoComplete="url"
          error={errors.twitter?.message && localizeMessage(errors.twitter.message)}
          {...register('twitter')}
        />
        <FormField
          label={t('profile.agentRequest.facebook')}
          autoComplete="url"
          error={errors.facebook?.message && localizeMessage(errors.facebook.message)}
          {...register('facebook')}
        />
        <FormField
          label={t('profile.agentRequest.linkedin')}
          autoComplete="url"
          error={errors.linkedin?.message && localizeMessage(errors.linkedin.message)}
          {...register('linkedin')}
        />
        <FormField
          label={t('profile.agentRequest.whatsapp')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          error={errors.whatsapp?.message && localizeMessage(errors.whatsapp.message)}
          {...register('whatsapp')}
        />
      </div>
      <button type="submit" className="btn-primary mt-6" disabled={sendAgentRequest.isPending}>
        {t('profile.agentRequest.send')}
      </button>
    </form>
  );
}
