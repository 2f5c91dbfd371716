import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { useSupportContact } from './api';
import { ContactCard } from './components/ContactCard';
import { ContactForm } from './components/ContactForm';
import { FaqSearch } from './components/FaqSearch';
import { faqs } from './faq';

/** Help & Support: searchable answers, the support contact and a form to write to the team. */
export function HelpPage() {
  const { t } = useTranslation();
  const contact = useSupportContact();
  return (
    <>
      <PageHeader title={t('help.helpPage.helpSupport')} subtitle={t('help.helpPage.findAQuickAnswerOr')} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <FaqSearch faqs={faqs()} />
        <section
          aria-labelledby="contact-title"
          className="h-fit space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <h2 id="contact-title" className="text-lg font-semibold text-slate-900">
            {t('help.helpPage.contactSupport')}
          </h2>
          {contact.isPending ? (
            <div className="grid gap-2">
              <SkeletonCards count={2} className="h-14" label={t('help.helpPage.loadingContactDetails')} />
            </div>
          ) : contact.isError ? (
            <LoadError message={t('help.contactFailed')} error={contact.error} onRetry={() => contact.refetch()} />
          ) : (
            <ContactCard contact={contact.data} />
          )}
          <ContactForm />
        </section>
      </div>
    </>
  );
}
