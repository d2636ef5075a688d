import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
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
      {terms.isError && (
        <p className="alert alert-error" role="alert">
          {t(terms.error instanceof ApiError ? terms.error.problem.message : 'message.server_error_general')}
        </p>
      )}
      {terms.isSuccess && <ConfiguredHtml html={terms.data.html} />}
    </StaticPage>
  );
}
