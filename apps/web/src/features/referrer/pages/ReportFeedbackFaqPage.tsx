import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';

/** §2 Referrer report FAQ: translated HTML (the provider may override it per locale), sanitised. */
export default function ReportFeedbackFaqPage() {
  const { t } = useTranslation();
  return (
    <section className="page report-feedback-faq" aria-labelledby="report-feedback-faq-title">
      <h1 id="report-feedback-faq-title">{t('page.report_feedback_faq.title')}</h1>
      <SafeHtml html={t('referrer.report_feedback_faq_html')} />
    </section>
  );
}
