import { imagingEndpoints } from '@rb/contracts/imaging/routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { ApiError, call } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-format';
import { useConfig } from '../../config';
import { SignInErrorAlert, useSignedInUser } from '../../identity/staff';
import { directViewerUrl } from '../../imaging';
import '../referrer.css';

/** A DICOM date (YYYYMMDD) in the reader's locale; as given when it is not one. */
function studyDate(value: string | null, locale: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!match) return value ?? '';
  const [, y, m, d] = match;
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).toLocaleDateString(locale, {
    timeZone: 'UTC',
    dateStyle: 'medium',
  });
}

/**
 * §2 /referrer-access: a signed-in referrer's referrals (the appointments they referred, and studies
 * whose links were issued to them), their status, whether the report is released, and the images of
 * each opened through §7 direct.
 */
export default function ReferrerAccessPage() {
  const { t, i18n } = useTranslation();
  const { application } = useConfig();
  const { user, loading, error: signInError } = useSignedInUser('/referrer-access');
  const referrals = useQuery({
    queryKey: ['referrer', 'referrals', user?.profile.sub ?? null],
    queryFn: () => call(imagingEndpoints.referrals),
    enabled: Boolean(user),
    retry: false,
  });
  const [opening, setOpening] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  const open = (accessionNumber: string) => {
    if (!user) return;
    setOpening(accessionNumber);
    setOpenError(null);
    const caller = {
      username: user.profile.preferred_username ?? undefined,
      email: user.profile.email ?? undefined,
    };
    directViewerUrl(accessionNumber, caller).then(
      ({ url }) => {
        if (url) window.location.assign(url);
        else {
          setOpening(null);
          setOpenError('message.error_generating_images_url');
        }
      },
      () => {
        setOpening(null);
        setOpenError('message.user_not_have_access_to_images');
      },
    );
  };

  let body: React.ReactNode;
  if (signInError) body = <SignInErrorAlert error={signInError} retryHref="/referrer-access" />;
  else if (loading) body = <Spinner label={t('signin.redirecting')} />;
  else if (referrals.isPending) body = <Spinner label={t('referrer_access.loading')} />;
  else if (referrals.isError)
    body = (
      <p role="alert" className="alert alert-error">
        {t(
          referrals.error instanceof ApiError && referrals.error.status === 403
            ? 'message.user_not_have_access_to_images'
            : 'referrer_access.load_error',
        )}
      </p>
    );
  else if (referrals.data.referrals.length === 0) body = <p role="status">{t('referrer_access.empty')}</p>;
  else
    body = (
      <table className="referrals-table">
        <caption>{t('referrer_access.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('referrer_access.patient')}</th>
            <th scope="col">{t('referrer_access.study')}</th>
            <th scope="col">{t('referrer_access.date')}</th>
            <th scope="col">{t('referrer_access.status')}</th>
            <th scope="col">{t('referrer_access.report')}</th>
            <th scope="col">{t('referrer_access.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {referrals.data.referrals.map((referral, index) => {
            const study = referral.studyDescription ?? referral.accessionNumber ?? '';
            const accession = referral.accessionNumber;
            return (
              <tr key={accession ?? `appointment-${index}`}>
                <td>{referral.patientName ?? ''}</td>
                <th scope="row">
                  {study}
                  {referral.modalities.length > 0 && (
                    <span className="referral-modalities"> ({referral.modalities.join(', ')})</span>
                  )}
                  {referral.clinicName && <span className="referral-clinic">{referral.clinicName}</span>}
                </th>
                <td>
                  {referral.startsAt
                    ? formatDateTime(referral.startsAt, i18n.language)
                    : studyDate(referral.studyDate, i18n.language)}
                </td>
                <td>{referral.appointmentStatus ? t(`booking.status.${referral.appointmentStatus}`) : ''}</td>
                <td>
                  {t(
                    referral.reportReleased
                      ? 'referrer_access.report_released'
                      : 'referrer_access.report_pending',
                  )}
                </td>
                <td className="referral-actions">
                  {accession ? (
                    <Button
                      onClick={() => open(accession)}
                      disabled={opening !== null}
                      aria-label={t('referrer_access.open_images_of', { study })}
                    >
                      {opening === accession
                        ? t('referrer_access.opening')
                        : t('referrer_access.open_images')}
                    </Button>
                  ) : (
                    <span>{t('referrer_access.no_images')}</span>
                  )}
                  {accession &&
                    application.referrerReportQualityFeedbackEnabled &&
                    referral.reportReleased && (
                      <Link
                        to={`/referrer/report-feedback?accession=${encodeURIComponent(accession)}`}
                        aria-label={t('referrer_access.feedback_of', { study })}
                      >
                        {t('quick_report.feedback')}
                      </Link>
                    )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );

  return (
    <section className="page referrer-access-page" aria-labelledby="referrer-access-title">
      <h1 id="referrer-access-title">{t('page.referrer_access.title')}</h1>
      {openError && (
        <p role="alert" className="alert alert-error">
          {t(openError)}
        </p>
      )}
      {body}
    </section>
  );
}
