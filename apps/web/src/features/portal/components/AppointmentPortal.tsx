import { isActiveAppointment } from '@rb/contracts/appointments/appointment-status';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { lazyComponent } from '../../../lib/lazy-component';
import { LazyPainScoreAction } from '../../questionnaires/lazy';
import {
  useConfirmAppointment,
  useEndAppointment,
  usePortalAppointments,
  useRescheduleAppointment,
} from '../api/portal-appointments';
import { usePortalBackground } from '../lib/portal-background';
import { portalMode } from '../lib/portal-mode';
import { mayActAfterVisit, mayChange } from '../lib/read-only';
import { usePortalReadOnly } from '../lib/use-portal-read-only';
import { AppointmentCard } from './AppointmentCard';
import { AttachmentsSection } from './AttachmentsSection';
import type { EndKind } from './CancelModal';
import { PatientChangeRequest } from './PatientChangeRequest';
import { StaffContactButtons } from './StaffContactButtons';
import '../portal.css';

// The slot picker comes with it: most visits to a booking do not move it.
const ReschedulePanel = lazyComponent(() =>
  import('./ReschedulePanel').then((module) => module.ReschedulePanel),
);

/** The cancel modal asks for the cancel questionnaire: its code loads when a patient starts to cancel. */
const CancelModal = lazyComponent(() => import('./CancelModal').then((m) => m.CancelModal));

/**
 * The consent form (react-hook-form, zod) loads beside the page, not before its first paint
 * (issue 16); the page starts the download on mount, while it fetches the appointments it shows
 * the form for.
 */
const ConsentFormSection = lazyComponent(() =>
  import('./ConsentFormSection').then((m) => m.ConsentFormSection),
);

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.problem : { message: 'message.server_error_general', params: {} };

/** The portal of one booking once it is proven: its appointments, documents and actions. */
export function AppointmentPortal({ bookingKey }: { bookingKey: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const mode = portalMode(new URLSearchParams(search));
  const appointments = usePortalAppointments(bookingKey, true);
  const end = useEndAppointment(bookingKey);
  const reschedule = useRescheduleAppointment(bookingKey);
  const confirm = useConfirmAppointment(bookingKey);
  const [ending, setEnding] = useState<{ slug: string; kind: EndKind } | null>(null);
  const [rescheduling, setRescheduling] = useState<string | null>(null);
  const busy = end.isPending || reschedule.isPending || confirm.isPending;
  const failure = [reschedule.error, confirm.error].find(Boolean);
  const readOnly = usePortalReadOnly(bookingKey, 'APPOINTMENT', appointments.data?.readOnly);
  const background = usePortalBackground();
  useEffect(ConsentFormSection.preload, []);

  return (
    <section
      className={`page portal-page${background.className}`}
      style={background.style}
      aria-labelledby="portal-title"
    >
      <h1 id="portal-title">{t('portal.title')}</h1>
      {appointments.isPending && <Spinner label={t('message.loading')} />}
      {appointments.isError && (
        <p className="alert alert-error" role="alert">
          {t(messageOf(appointments.error).message)}
        </p>
      )}
      {failure && (
        <p className="alert alert-error" role="alert">
          {t(messageOf(failure).message, messageOf(failure).params ?? {})}
        </p>
      )}
      {/* status=RESCHEDULED: the move was made from the booking pages (§2 appointmentSlug). */}
      {(reschedule.isSuccess || new URLSearchParams(search).get('status') === 'RESCHEDULED') && (
        <p className="alert alert-success" role="status">
          {t('portal.reschedule.done')}
        </p>
      )}
      {appointments.data && (
        <div className="portal-actions">
          {/* Results, reports and sharing live on the result page of the same booking (§2). */}
          <Link className="button button-secondary" to={`${pathname.replace(/\/$/, '')}/result`}>
            {t('page.results.title')}
          </Link>
          {mayChange(readOnly) && <PatientChangeRequest bookingKey={bookingKey} origin="APPOINTMENT" />}
          {mayActAfterVisit(readOnly) && <StaffContactButtons bookingKey={bookingKey} />}
        </div>
      )}
      <ul className="portal-list">
        {appointments.data?.appointments.map((appointment) => (
          <li key={appointment.slug} className="booking-section portal-item">
            <AppointmentCard
              appointment={appointment}
              busy={busy}
              readOnly={!mayChange(readOnly)}
              onConfirm={() => confirm.mutate(appointment.slug)}
              onReschedule={() => {
                reschedule.reset();
                setRescheduling(appointment.slug);
              }}
              onEnd={(kind) => {
                end.reset();
                setEnding({ slug: appointment.slug, kind });
              }}
            />
            {rescheduling === appointment.slug && (
              <Suspense fallback={<Spinner label={t('message.loading')} />}>
                <ReschedulePanel
                  appointment={appointment}
                  bookingKey={bookingKey}
                  busy={busy}
                  onCancel={() => setRescheduling(null)}
                  onReschedule={(body) =>
                    reschedule.mutate(
                      { slug: appointment.slug, body },
                      { onSuccess: () => setRescheduling(null) },
                    )
                  }
                />
              </Suspense>
            )}
            {mayActAfterVisit(readOnly) && (
              <Suspense fallback={null}>
                <LazyPainScoreAction bookingKey={bookingKey} appointment={appointment} />
              </Suspense>
            )}
            {isActiveAppointment(appointment.status) && (
              <>
                <AttachmentsSection kind="appointment" ownerSlug={appointment.slug} mode={mode} />
                <Suspense fallback={null}>
                  <ConsentFormSection slug={appointment.slug} timeZone={appointment.clinic.timeZone} />
                </Suspense>
              </>
            )}
          </li>
        ))}
      </ul>
      {ending && (
        <Suspense fallback={<Spinner label={t('message.loading')} />}>
          <CancelModal
            key={`${ending.kind}-${ending.slug}`}
            kind={ending.kind}
            bookingKey={bookingKey}
            slug={ending.slug}
            isOpen
            busy={end.isPending}
            error={end.error ? t(messageOf(end.error).message, messageOf(end.error).params ?? {}) : null}
            onClose={() => setEnding(null)}
            onSubmit={(form) => end.mutate({ ...ending, form }, { onSuccess: () => setEnding(null) })}
          />
        </Suspense>
      )}
    </section>
  );
}
