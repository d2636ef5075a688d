import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { resultsAuthUrl } from '../lib/results-routing';

/**
 * §2 /appointments/{bookingKey}/result/patient?dateOfBirth&otpType: the patient's results link. It
 * starts the results authentication with the link's date of birth, then lands on the result page.
 */
export default function ResultPatientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bookingKey = useParams().bookingKey ?? '';
  const [search] = useSearchParams();
  const dateOfBirth = search.get('dateOfBirth');
  useEffect(() => {
    navigate(resultsAuthUrl(bookingKey, dateOfBirth), { replace: true });
  }, [navigate, bookingKey, dateOfBirth]);
  return <Spinner label={t('results.loading')} />;
}
