import type { BookingFormDetails } from '@rb/contracts';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { problemMessage } from '../../../lib/api-client';
import { lazyComponent } from '../../../lib/lazy-component';
import { useJourneyStep } from '../../analytics';
import { LazyEnquiryForm } from '../../booking-requests/lazy';
import { LazyBookingQuestionnaires, LazyOutcomeNotice } from '../../questionnaires/lazy';
import { isCompleteSelection, readSelections, SlotConflictModal, useSlotConflict } from '../../scheduling';
import { useBookingFormDetails } from '../api/booking-form-details';
import { useBookingKeys } from '../hooks/use-booking-keys';
import { type BookingRoute, readBookingRoute, routePrefix } from '../lib/booking-route';
import { bookingStep } from '../lib/progress';
import { AdvancedFilterBar } from './AdvancedFilterBar';
import { ClinicCard } from './ClinicCard';
import { ExamModals } from './ExamModals';
import { ProgressSteps } from './ProgressSteps';
import './appointments.css';

// Only a reschedule link (appointmentSlug) moves an appointment; a new booking does not load it.
const RescheduleJourney = lazyComponent(() =>
  import('./RescheduleJourney').then((module) => module.RescheduleJourney),
);

type Exam = BookingFormDetails['exams'][number];

/**
 * Step 2, shown once the slots are chosen: with react-hook-form, zod and the patient schemas, it
 * loads beside the page instead of before its first paint (issue 16).
 */
const LazyDetailsSection = lazyComponent(() => import('./DetailsSection').then((m) => m.DetailsSection));

/**
 * The slot picker (with date-fns and the calendar) and a reference's appointments show once the form
 * details, booking keys and questionnaires are in: their code loads beside those requests, not
 * before the page's first paint (issue 40's 140 kB budget on React).
 */
const LazySlotSection = lazyComponent(() => import('./SlotSection').then((m) => m.SlotSection));
const LazyReferenceAppointments = lazyComponent(() =>
  import('./ReferenceAppointments').then((m) => m.ReferenceAppointments),
);

/** Link to the clinic finder for these exams, keeping region, location and kiosk mode. */
function selectClinicHref(prefix: string, route: BookingRoute, search: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of ['regionSlug', 'lat', 'lng', 'kioskMode', 'procedureTab']) {
    const value = search.get(name);
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return `${prefix}/select-clinic/${route.examSlugs.join(',')}${text ? `?${text}` : ''}`;
}

/**
 * §2 booking flow for /booking/{examSlug}/{week?} and /advanced-booking/{examSlug}/{week?}; with
 * appointmentSlug and its booking key, the same pages move that appointment instead.
 */
export function BookingJourney({ advanced }: { advanced: boolean }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const route = readBookingRoute(params, search, advanced);
  const bookingKey = route.bookingKeys[0];
  if (route.appointmentSlug && bookingKey) {
    return (
      <Suspense fallback={<Spinner label={t('message.loading')} />}>
        <RescheduleJourney
          prefix={routePrefix(location.pathname)}
          bookingKey={bookingKey}
          appointmentSlug={route.appointmentSlug}
        />
      </Suspense>
    );
  }
  return <BookingFlow advanced={advanced} />;
}

function BookingFlow({ advanced }: { advanced: boolean }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const route = readBookingRoute(params, search, advanced);
  const prefix = routePrefix(location.pathname);
  const details = useBookingFormDetails(route.examSlugs, route.clinicId);
  const { keys, error: keyError } = useBookingKeys(route, details.isSuccess);
  const conflict = useSlotConflict();
  const [enquirySubmitting, setEnquirySubmitting] = useState(false);
  // The server refused the booking because the answers need staff (409 booking_request_required).
  const [enquiryRequired, setEnquiryRequired] = useState(false);
  const onEnquirySubmitting = useCallback((value: boolean) => setEnquirySubmitting(value), []);
  // Counts the times chosen by the visitor: each moves the focus on to the details (WCAG 2.4.3).
  const [detailsFocus, setDetailsFocus] = useState(0);
  // Started while the page fetches the form details and booking keys that decide which of them shows.
  useEffect(() => {
    LazyBookingQuestionnaires.preload();
    LazyDetailsSection.preload();
    LazyEnquiryForm.preload();
    LazySlotSection.preload();
    LazyReferenceAppointments.preload();
  }, []);

  // The server answers the exams in its own order; the address decides the order of the visit.
  const exams = useMemo<Exam[]>(
    () =>
      [...(details.data?.exams ?? [])].sort(
        (a, b) => route.examSlugs.indexOf(a.slug) - route.examSlugs.indexOf(b.slug),
      ),
    [details.data, route.examSlugs],
  );
  const enquiry = exams.some((exam) => exam.enquiryOnly);
  const clinic = details.data?.clinic ?? null;
  const selections = readSelections(search, route.separateBooking ? exams.length : 1);
  const slotsChosen = exams.length > 0 && selections.every(isCompleteSelection);
  const [submitting, setSubmitting] = useState(false);
  const step = bookingStep({
    enquiry,
    clinicChosen: !!clinic,
    slotsChosen,
    submitting: submitting || enquirySubmitting,
  });

  // §9 analytics: 2 choosing a time at a clinic, 3 the details once the times are chosen.
  const examDetails = { examSlugs: route.examSlugs };
  useJourneyStep('2', examDetails, !enquiry && !!clinic && !slotsChosen);
  useJourneyStep('3', examDetails, (!enquiry && slotsChosen) || (enquiry && details.isSuccess));

  if (route.examSlugs.length === 0) {
    return (
      <section className="page booking-page" aria-labelledby="booking-title">
        <h1 id="booking-title">{t('booking.title')}</h1>
        <p>{t('booking.no_exam')}</p>
        <Link to={`${prefix}/`}>{t('booking.choose_exam')}</Link>
      </section>
    );
  }

  const renderEnquiryForm = (form: BookingFormDetails, bookingKey: string) => (
    <Suspense fallback={<Spinner label={t('message.loading')} />}>
      <LazyEnquiryForm
        exams={exams}
        clinic={clinic}
        titles={form.titles}
        bookingKey={bookingKey}
        advanced={advanced}
        focusUpload={route.upload}
        onSubmittingChange={onEnquirySubmitting}
      />
    </Suspense>
  );

  const heading = enquiry
    ? t('booking.enquiry.title')
    : t(advanced ? 'booking.advanced.title' : 'booking.title');
  return (
    <section className="page booking-page" aria-labelledby="booking-title">
      <h1 id="booking-title">{heading}</h1>
      <ProgressSteps step={step} />
      {route.status && (
        <p className="alert" role="status">
          {t(`booking.status_notice.${route.status}`)}
        </p>
      )}
      {details.isPending && <Spinner label={t('message.loading')} />}
      {(details.isError || keyError) && (
        <p className="alert alert-error" role="alert">
          {t(problemMessage(details.error, keyError?.problem.message))}
        </p>
      )}
      {details.isSuccess && (
        <p className="booking-exams">
          {t('booking.exams_chosen', { exams: exams.map((exam) => exam.nameWithModality).join(', ') })}
        </p>
      )}
      {details.isSuccess && <ExamModals exams={exams} />}
      {advanced && details.isSuccess && <AdvancedFilterBar route={route} clinic={clinic} />}
      {details.isSuccess && !keys && !keyError && <Spinner label={t('booking.preparing')} />}
      {details.isSuccess && keys && enquiry && renderEnquiryForm(details.data, keys[0] as string)}
      {details.isSuccess && keys && !enquiry && !clinic && (
        <div className="booking-section">
          <p>{t('booking.no_clinic')}</p>
          <Link to={selectClinicHref(prefix, route, search)}>{t('booking.choose_clinic')}</Link>
        </div>
      )}
      {details.isSuccess && keys && !enquiry && clinic && (
        <Suspense fallback={<Spinner label={t('message.loading')} />}>
          <LazyBookingQuestionnaires
            bookingKey={keys[0] as string}
            examSlugs={route.examSlugs}
            separateKeys={route.separateBooking ? keys : null}
            backUrl={selectClinicHref(prefix, route, search)}
            renderEnquiry={(_outcome, enquiryKey) => renderEnquiryForm(details.data, enquiryKey)}
          >
            {(outcome) =>
              enquiryRequired ? (
                <section role="status" aria-labelledby="booking-enquiry-required">
                  <h2 id="booking-enquiry-required">{t('questionnaires.outcome_title')}</h2>
                  {outcome && <LazyOutcomeNotice outcome={outcome} />}
                  <p>{t('message.booking_request_required')}</p>
                  {renderEnquiryForm(details.data, keys[0] as string)}
                </section>
              ) : (
                <>
                  <div className="booking-section">
                    <ClinicCard clinic={clinic} />
                    {!advanced && (
                      <Link to={selectClinicHref(prefix, route, search)}>{t('booking.change_clinic')}</Link>
                    )}
                  </div>
                  <Suspense fallback={<Spinner label={t('message.loading')} />}>
                    <LazyReferenceAppointments bookingKey={route.bookingKeys[0]} />
                    <LazySlotSection
                      route={route}
                      exams={exams}
                      clinic={clinic}
                      keys={keys}
                      holdMinutes={details.data.holdMinutes}
                      minDate={outcome?.restrictMinDate}
                      onConflict={conflict.open}
                      onChosen={() => setDetailsFocus((count) => count + 1)}
                    />
                  </Suspense>
                  {slotsChosen && (
                    <Suspense fallback={<Spinner label={t('message.loading')} />}>
                      <LazyDetailsSection
                        route={route}
                        exams={exams}
                        clinic={clinic}
                        keys={keys}
                        titles={details.data.titles}
                        pendingByDefault={details.data.pendingByDefault}
                        medicareRequired={outcome?.medicareNumberRequired === true}
                        onConflict={conflict.open}
                        focusRequest={detailsFocus}
                        onEnquiryRequired={() => setEnquiryRequired(true)}
                        onSubmittingChange={setSubmitting}
                      />
                    </Suspense>
                  )}
                </>
              )
            }
          </LazyBookingQuestionnaires>
        </Suspense>
      )}
      <SlotConflictModal isOpen={conflict.isOpen} onClose={conflict.close} />
    </section>
  );
}
