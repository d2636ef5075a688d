import { imagingEndpoints, type ReferrerReferrals } from '@rb/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { ApiError, call } from '../../../lib/api-client';
import { useConfig } from '../../config/api/config-context';
import { SignInErrorAlert, useSignedInUser } from '../../identity/staff';
import { directViewerUrl } from '../../imaging';
import '../referrer.css';

type Referral = ReferrerReferrals['referrals'][number];

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
 * §2 /referrer-access: a signed-in referrer's referrals (the studies whose links were issued to
 * them), whether the report is released, and the images of each opened through §7 direct.
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

  const open = (referral: Referral) => {
    if (!user) return;
    setOpening(referral.accessionNumber);
    setOpenError(null);
    const caller = {
      username: user.profile.preferred_username ?? undefined,
      email: user.profile.email ?? undefined,
    };
    directViewerUrl(referral.accessionNumber, caller).then(
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
            <th scope="col">{t('referrer_access.study')}</th>
            <th scope="col">{t('referrer_access.date')}</th>
            <th scope="col">{t('referrer_access.report')}</th>
            <th scope="col">{t('referrer_access.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {referrals.data.referrals.map((referral) => (
            <tr key={referral.accessionNumber}>
              <th scope="row">
                {referral.studyDescription ?? referral.accessionNumber}
                {referral.modalities.length > 0 && (
                  <span className="referral-modalities"> ({referral.modalities.join(', ')})</span>
                )}
              </th>
              <td>{studyDate(referral.studyDate, i18n.language)}</td>
              <td>
                {t(
                  referral.reportReleased
                    ? 'referrer_access.report_released'
                    : 'referrer_access.report_pending',
                )}
              </td>
              <td className="referral-actions">
                <Button
                  onClick={() => open(referral)}
                  disabled={opening !== null}
                  aria-label={t('referrer_access.open_images_of', {
                    study: referral.studyDescription ?? referral.accessionNumber,
                  })}
                >
                  {opening === referral.accessionNumber
                    ? t('referrer_access.opening')
                    : t('referrer_access.open_images')}
                </Button>
                {application.referrerReportQualityFeedbackEnabled && referral.reportReleased && (
                  <Link
                    to={`/referrer/report-feedback?accession=${encodeURIComponent(referral.accessionNumber)}`}
                    aria-label={t('referrer_access.feedback_of', {
                      study: referral.studyDescription ?? referral.accessionNumber,
                    })}
                  >
                    {t('quick_report.feedback')}
                  </Link>
                )}
              </td>
            </tr>
          ))}
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
