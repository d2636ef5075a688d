import type { PatientMatchResult } from '@rb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { authenticationQuery, CaptchaCheck } from '../../patient-auth';
import { getAppointmentSummaries, matchPatient, validateMatchCode } from '../api/portal-home-api';
import { BookingSummaryList } from '../components/BookingSummaryList';
import { usePortalBackground } from '../lib/portal-background';

const SUMMARIES = ['portal', 'appointment-summaries'];

/**
 * /appointments, /a, /booking-requests, /br: the patient portal home. A patient without a link
 * proves who they are (§3 Patient match, then the code) and sees all their bookings.
 */
export default function PortalHomePage() {
  const { t } = useTranslation();
  const background = usePortalBackground();
  const id = useId();
  const queryClient = useQueryClient();
  const summaries = useQuery({ queryKey: SUMMARIES, queryFn: getAppointmentSummaries, retry: false });
  const [channel, setChannel] = useState<'EMAIL' | 'SMS'>('EMAIL');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [contact, setContact] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<PatientMatchResult | null>(null);

  const match = useMutation({
    mutationFn: () =>
      matchPatient({
        dateOfBirth,
        ...(channel === 'EMAIL' ? { email: contact.trim() } : { contactNumber: contact.trim() }),
        captcha,
      }),
    onSuccess: setSent,
  });
  const verify = useMutation({
    mutationFn: () => validateMatchCode(code.trim()),
    // The session now holds every booking of the patient: the list and the portal guards must see it
    // before the patient can open a booking, or a guard reading the old session sends them to sign in.
    onSuccess: async (result) => {
      if (!result.success) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authenticationQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: SUMMARIES }),
      ]);
    },
  });

  // One page, one heading (the server painted it over its loader: platform/boot-opening.ts); below
  // it the bookings, the loader while the session is asked, or the two steps of proving who one is.
  let content: ReactNode;
  if (summaries.data?.signedIn)
    content = (
      <>
        <BookingSummaryList
          titleKey="portal_home.appointments"
          statusPrefix="booking.status."
          items={summaries.data.appointments}
        />
        <BookingSummaryList
          titleKey="portal_home.booking_requests"
          statusPrefix="booking.request_status."
          items={summaries.data.bookingRequests}
        />
      </>
    );
  else if (summaries.isPending) content = <Spinner label={t('message.loading')} />;
  else if (!sent)
    content = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          match.mutate();
        }}
      >
        <p>{t('portal_home.intro')}</p>
        <label htmlFor={`${id}-dob`}>{t('portal_home.date_of_birth')}</label>
        <input
          id={`${id}-dob`}
          type="date"
          required
          value={dateOfBirth}
          onChange={(e) => setDateOfBirth(e.target.value)}
        />
        <fieldset>
          <legend>{t('portal_home.contact_choice')}</legend>
          {(['EMAIL', 'SMS'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-channel`}
                value={value}
                checked={channel === value}
                onChange={() => setChannel(value)}
              />
              {t(value === 'EMAIL' ? 'portal_home.use_email' : 'portal_home.use_phone')}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-contact`}>
          {t(channel === 'EMAIL' ? 'portal_home.email' : 'portal_home.contact_number')}
        </label>
        <input
          id={`${id}-contact`}
          type={channel === 'EMAIL' ? 'email' : 'tel'}
          autoComplete={channel === 'EMAIL' ? 'email' : 'tel'}
          required
          value={contact}
          onChange={(e) => setContact(e.target.value)}
        />
        <CaptchaCheck onChange={setCaptcha} />
        <ErrorAlert error={match.error} />
        <Button type="submit" disabled={match.isPending || !captcha || !dateOfBirth || !contact.trim()}>
          {t('portal_home.send_code')}
        </Button>
      </form>
    );
  else
    content = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          verify.mutate();
        }}
      >
        <p role="status">{t('portal_home.code_sent', { destination: sent.destination })}</p>
        <label htmlFor={`${id}-code`}>{t('portal_home.code')}</label>
        <input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {verify.data && !verify.data.success && verify.data.message && (
          <p className="alert alert-error" role="alert">
            {t(verify.data.message)}
          </p>
        )}
        <ErrorAlert error={verify.error} />
        <Button type="submit" disabled={verify.isPending || code.trim().length !== 6}>
          {t('portal_home.verify')}
        </Button>
      </form>
    );

  return (
    <section className={`page portal-home${background.className}`} style={background.style}>
      <h1>{t('portal_home.title')}</h1>
      {content}
    </section>
  );
}
