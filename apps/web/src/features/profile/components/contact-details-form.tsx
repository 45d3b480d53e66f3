import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactDetailsInput, contactDetailsSchema } from '@nestlane/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { localizeMessage, translate, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { type ContactNumbers, useContactDetails, useSaveContactDetails } from '../api/contact-details';
import { profileMessages } from '../messages';

type ContactDetailsOutput = z.output<typeof contactDetailsSchema>;

function ContactDetailsFields({ email, numbers }: { email: string; numbers: ContactNumbers }) {
  const save = useSaveContactDetails();
  const t = useT(profileMessages);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactDetailsInput, unknown, ContactDetailsOutput>({
    resolver: zodResolver(contactDetailsSchema),
    defaultValues: { phone: numbers.phone ?? '', whatsapp: numbers.whatsapp ?? '' },
  });

  async function submit(values: ContactDetailsOutput) {
    const isSaved = await runAction(
      () => save.mutateAsync({ email, phone: values.phone ?? '', whatsapp: values.whatsapp ?? '' }),
      translate(profileMessages, 'profile.contact.saved'),
    );
    // The fields show the numbers as stored: +8801XXXXXXXXX, whatever way they were typed.
    if (isSaved) reset({ phone: values.phone ?? '', whatsapp: values.whatsapp ?? '' });
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="contact-details-heading">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('profile.contact.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="01712 345678"
          error={errors.phone?.message && localizeMessage(errors.phone.message)}
          {...register('phone')}
        />
        <FormField
          label={t('profile.contact.whatsapp')}
          type="tel"
          autoComplete="tel"
          placeholder="01712 345678"
          error={errors.whatsapp?.message && localizeMessage(errors.whatsapp.message)}
          {...register('whatsapp')}
        />
      </div>
      <button type="submit" className="btn-primary mt-6" disabled={save.isPending}>
        {t('profile.contact.save')}
      </button>
    </form>
  );
}

/**
 * My Profile's phone and WhatsApp (issue 12): what buyers reach an agent by, on the agent's listings.
 * Bangladesh mobile numbers, checked by the server's own schema; an empty field removes the number.
 */
export function ContactDetailsForm({ email }: { email: string }) {
  const { data: numbers, isError } = useContactDetails(email);
  const t = useT(profileMessages);
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6"
    >
      <h2 id="contact-details-heading" className="text-xl font-bold text-ink">
        {t('profile.contact.title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-700">{t('profile.contact.intro')}</p>
      {isError && <p className="text-slate-700">{t('profile.contact.failed')}</p>}
      {numbers && <ContactDetailsFields email={email} numbers={numbers} />}
    </section>
  );
}
