import { zodResolver } from '@hookform/resolvers/zod';
import { SUPPORT_TOPICS, SupportRequestBody } from '@mockprep/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorAria, Field, inputClass } from '../../../components/ui/Field';
import { toast } from '../../../lib/toast';
import { useSendSupportRequest } from '../api';

const MESSAGE_MAX = 2000;

/** No topic chosen yet: the select shows its "Choose a topic" prompt. */
const EMPTY = { message: '', contact: '' };

/** Write to support: a topic, the problem (10 to 2000 characters) and an optional way to reply. */
export function ContactForm() {
  const { t } = useTranslation('translation', { keyPrefix: 'help.contactForm' });
  const send = useSendSupportRequest();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<SupportRequestBody>({
    resolver: zodResolver(SupportRequestBody),
    defaultValues: EMPTY,
  });
  const length = watch('message').length;

  const onSubmit = (body: SupportRequestBody) =>
    send.mutate(
      { ...body, contact: body.contact || undefined },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('messageSent'));
          reset();
        },
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="contact-form-title" className="space-y-4">
      <h3 id="contact-form-title" className="text-base font-semibold text-slate-900">
        {t('sendUsAMessage')}
      </h3>
      <Field id="support-topic" label={t('topic')} error={errors.topic?.message}>
        <select
          id="support-topic"
          {...register('topic')}
          {...errorAria('support-topic', errors.topic)}
          className={`${inputClass} min-h-11`}
        >
          <option value="">{t('chooseATopic')}</option>
          {SUPPORT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="support-message"
        label={t('message')}
        error={errors.message?.message}
        hint={
          <p id="support-message-count" className="text-right text-xs text-slate-500 tabular-nums">
            {length}/{MESSAGE_MAX}
          </p>
        }
      >
        <textarea
          id="support-message"
          rows={5}
          maxLength={MESSAGE_MAX}
          placeholder={t('tellUsWhatHappenedThe')}
          {...register('message')}
          {...errorAria('support-message', errors.message)}
          className={inputClass}
        />
      </Field>
      <Field id="support-contact" label={t('emailOrPhoneToReply')} optional error={errors.contact?.message}>
        <input
          id="support-contact"
          autoComplete="email"
          placeholder={t('weUseYourAccountS')}
          {...register('contact')}
          {...errorAria('support-contact', errors.contact)}
          className={`${inputClass} min-h-11`}
        />
      </Field>
      <Button type="submit" pending={send.isPending} pendingText={t('sending')} className="min-h-11 w-full sm:w-auto">
        {t('sendMessage')}
      </Button>
    </form>
  );
}
