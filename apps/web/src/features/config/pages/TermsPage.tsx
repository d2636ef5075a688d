import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { useTerms } from '../api/get-terms';
import { ConfiguredHtml } from '../components/ConfiguredHtml';
import { StaticPage } from '../components/StaticPage';

/** §2 /terms: the terms text from GET /api/config/terms, with a loading indicator. */
export default function TermsPage() {
  const { t } = useTranslation();
  const terms = useTerms();
  return (
    <StaticPage heading={t('page.terms.title')}>
      {terms.isPending && <Spinner label={t('message.loading')} />}
      {terms.isError && <ErrorAlert error={terms.error} />}
      {terms.isSuccess && <ConfiguredHtml html={terms.data.html} />}
    </StaticPage>
  );
}
