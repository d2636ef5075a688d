import type { CurrentUser, Slot, StaffBookingResponse } from '@rb/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { SelectField } from '../../../../components/SelectField';
import { formatLongDate, formatTime } from '../../../../lib/date-format';
import type { AdminOutletContext } from '../../../admin';
import { mayUse, NoAccess, sectionById } from '../../../admin';
import { newBookingKey, ReferralUpload, useClinicsOfExam, useExamsOfModality, useModalities } from '../..';
import { useBookForPatient } from '../api/staff-booking-api';
import { type Caller, CallerPatient, callerName } from '../components/CallerPatient';
import { FreeSlotChooser } from '../components/FreeSlotChooser';
import { StaffQuestionnaires } from '../components/StaffQuestionnaires';

/** /admin/book: book a caller on the phone (issue 14 §3). */
export default function StaffBookingPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const section = sectionById('staff_booking');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <StaffBooking me={me} />;
}

/**
 * The advanced-booking choices (modality, exam, clinic, free slot) with the patient found or
 * created first; staff may book as PENDING and see enquiry-only exams' slots. The patient is
 * emailed with the staffBooking wording.
 */
function StaffBooking({ me }: { me: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const [caller, setCaller] = useState<Caller | null>(null);
  const [modality, setModality] = useState('');
  const [examSlug, setExamSlug] = useState('');
  const [clinicId, setClinicId] = useState('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [pending, setPending] = useState(false);
  const [notes, setNotes] = useState('');
  const [booked, setBooked] = useState<StaffBookingResponse | null>(null);
  // The journey's key: the exam questionnaires' answers and the referral wait under it until booked.
  const [bookingKey, setBookingKey] = useState<string | null>(null);
  const [keyRound, setKeyRound] = useState(0);
  const [stopped, setStopped] = useState(false);
  const onStopped = useCallback((value: boolean) => setStopped(value), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each booking made starts a round with a fresh key.
  useEffect(() => {
    if (!examSlug) return;
    let current = true;
    setBookingKey(null);
    newBookingKey().then(
      (key) => current && setBookingKey(key),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [examSlug, keyRound]);
  const modalities = useModalities();
  const exams = useExamsOfModality(modality ? Number(modality) : null);
  const clinicsOfExam = useClinicsOfExam(examSlug || null);
  const mine = (clinicsOfExam.data ?? []).filter(
    (clinic) => me.roles.includes('admin') || me.clinicIds.includes(clinic.id),
  );
  const clinic = mine.find((c) => c.id === Number(clinicId));
  const book = useBookForPatient();

  const reset = () => {
    setCaller(null);
    setSlot(null);
    setPending(false);
    setNotes('');
    setBooked(null);
    setKeyRound((round) => round + 1);
    book.reset();
  };

  if (booked) {
    const first = booked.appointments[0];
    return (
      <section className="page admin-book" aria-labelledby="book-done-title">
        <h1 id="book-done-title">{t('admin.book.done_title')}</h1>
        <p role="status">
          {t(first?.status === 'PENDING' ? 'admin.book.done_pending' : 'admin.book.done_booked', {
            key: booked.bookingKey,
          })}
        </p>
        <ul>
          {booked.appointments.map((appointment) => (
            <li key={appointment.slug}>
              <Link to={`/admin/appointments/${appointment.slug}`}>
                {t('admin.book.open_appointment', { exam: appointment.examName })}
              </Link>
            </li>
          ))}
        </ul>
        <Button onClick={reset}>{t('admin.book.another')}</Button>
      </section>
    );
  }

  const submit = () => {
    if (!caller || !slot || !clinic) return;
    book.mutate(
      {
        items: [{ examSlug, clinicId: clinic.id, deviceId: slot.deviceId, start: slot.start }],
        ...(caller.kind === 'found' ? { patientId: caller.patient.id } : { patient: caller.details }),
        pending: pending || stopped,
        bookingKey,
        notes: notes.trim() || (caller.kind === 'new' ? caller.notes.trim() : '') || null,
        locale: null,
      },
      { onSuccess: setBooked, onError: () => setSlot(null) },
    );
  };

  return (
    <section className="page admin-book" aria-labelledby="book-title">
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id="book-title">{t('admin.section.staff_booking')}</h1>
      <section aria-labelledby="book-patient-title">
        <h2 id="book-patient-title">{t('admin.book.step_patient')}</h2>
        {caller ? (
          <p className="admin-chosen-slot">
            {t('admin.book.caller', { name: callerName(caller) })}{' '}
            <Button variant="link" onClick={() => setCaller(null)}>
              {t('admin.book.change_patient')}
            </Button>
          </p>
        ) : (
          <CallerPatient onChoose={setCaller} />
        )}
      </section>
      <section aria-labelledby="book-exam-title">
        <h2 id="book-exam-title">{t('admin.book.step_exam')}</h2>
        <div className="admin-toolbar">
          <SelectField
            id="book-modality"
            label={t('booking.advanced.modality')}
            value={modality}
            emptyLabel={t('booking.advanced.any_modality')}
            options={(modalities.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
            onChange={(value) => {
              setModality(value);
              setExamSlug('');
              setSlot(null);
            }}
          />
          <SelectField
            id="book-exam"
            label={t('booking.advanced.exam')}
            value={examSlug}
            emptyLabel={t('booking.advanced.choose_exam')}
            options={(exams.data ?? []).map((exam) => ({ value: exam.slug, label: exam.nameWithModality }))}
            onChange={(value) => {
              setExamSlug(value);
              setClinicId('');
              setSlot(null);
            }}
          />
          <SelectField
            id="book-clinic"
            label={t('admin.day_sheet.clinic')}
            value={clinicId}
            emptyLabel={t('admin.day_sheet.choose_clinic')}
            disabled={!examSlug}
            options={mine.map((c) => ({ value: c.id, label: c.name }))}
            onChange={(value) => {
              setClinicId(value);
              setSlot(null);
            }}
          />
        </div>
        {examSlug && clinicsOfExam.isSuccess && mine.length === 0 && (
          <p role="status">{t('admin.book.no_clinic')}</p>
        )}
        {examSlug && bookingKey && (
          <StaffQuestionnaires
            key={`${examSlug}:${bookingKey}`}
            bookingKey={bookingKey}
            examSlug={examSlug}
            onClosed={() => {
              setExamSlug('');
              setSlot(null);
            }}
            onExamChanged={(slug) => {
              // The new exam may be of another modality: list every exam so the choice shows.
              setModality('');
              setExamSlug(slug);
              setClinicId('');
              setSlot(null);
            }}
            onStopped={onStopped}
          >
            {clinic && (
              <FreeSlotChooser
                idPrefix="book"
                clinicId={clinic.id}
                timeZone={clinic.timeZone}
                examSlug={examSlug}
                bookingKey={bookingKey}
                chosen={slot}
                busy={book.isPending}
                onChoose={setSlot}
              />
            )}
          </StaffQuestionnaires>
        )}
      </section>
      <section aria-labelledby="book-confirm-title">
        <h2 id="book-confirm-title">{t('admin.book.step_confirm')}</h2>
        {slot && clinic && (
          <p role="status" className="admin-chosen-slot">
            {t('admin.enquiry.chosen_slot', {
              when: `${formatLongDate(slot.start, clinic.timeZone, i18n.language)} ${formatTime(slot.start, clinic.timeZone, i18n.language)}`,
            })}
          </p>
        )}
        {bookingKey && <ReferralUpload idPrefix="book" bookingKey={bookingKey} />}
        <div className="admin-form">
          <div className="form-field form-field-checkbox">
            <input
              id="book-pending"
              type="checkbox"
              checked={pending || stopped}
              disabled={stopped}
              onChange={(event) => setPending(event.target.checked)}
            />
            <label htmlFor="book-pending">{t('admin.book.pending')}</label>
          </div>
          <div className="form-field">
            <label htmlFor="book-notes">{t('admin.book.notes')}</label>
            <textarea
              id="book-notes"
              rows={2}
              maxLength={1000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
        </div>
        <ErrorAlert error={book.error} />
        <Button disabled={!caller || !slot || !clinic || !bookingKey || book.isPending} onClick={submit}>
          {t('admin.book.submit')}
        </Button>
      </section>
    </section>
  );
}
