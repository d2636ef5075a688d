import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { accessRequirementsQuery } from '../api/results-api';
import { resultsAuthUrl } from '../lib/results-routing';

/**
 * §2 /appointments/{bookingKey}/result/patient?dateOfBirth&otpType: the patient's results link. The
 * results access requirements decide what the sign-in asks for; it starts with the link's date of
 * birth and sends the code by the link's otpType (EMAIL or SMS), then lands on the result page.
 */
export default function ResultPatientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bookingKey = useParams().bookingKey ?? '';
  const [search] = useSearchParams();
  const dateOfBirth = search.get('dateOfBirth');
  const otpType = search.get('otpType');
  const requirements = useQuery(accessRequirementsQuery(bookingKey));
  useEffect(() => {
    // Without the requirements (a failed call) the sign-in still works with its defaults.
    if (requirements.isPending) return;
    navigate(resultsAuthUrl(bookingKey, dateOfBirth, otpType, requirements.data), { replace: true });
  }, [navigate, bookingKey, dateOfBirth, otpType, requirements.isPending, requirements.data]);
  return <Spinner label={t('results.loading')} />;
}
