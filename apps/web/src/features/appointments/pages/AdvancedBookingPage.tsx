import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import {
  useClinicExamDevices,
  useClinicsOfExam,
  useExamsOfModality,
  useModalities,
} from '../api/advanced-lookups';
import { bookingPath, routePrefix } from '../lib/booking-route';
import '../components/appointments.css';

const positive = (value: string | null) => (value && Number(value) > 0 ? Number(value) : null);

/** /advanced-booking: referrers and staff narrow by modality, exam, clinic, device and mobile location. */
export default function AdvancedBookingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const modality = positive(search.get('modality'));
  const clinicId = positive(search.get('clinicId'));
  const deviceId = search.get('deviceId') ?? '';
  const [examSlug, setExamSlug] = useState('');
  const [mobileLocationId, setMobileLocationId] = useState(search.get('mobileLocationId') ?? '');
  const modalities = useModalities();
  const exams = useExamsOfModality(modality);
  const clinics = useClinicsOfExam(examSlug || null);
  const regionSlug = clinics.data?.find((c) => c.id === clinicId)?.regionSlug ?? null;
  const clinicExams = useClinicExamDevices(regionSlug);
  const deviceIds =
    clinicExams.data?.clinicExams.find((e) => e.clinic.id === clinicId && e.examSlug === examSlug)
      ?.deviceIds ?? [];

  const setParam = (name: string, value: string, clear: string[] = []) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const other of clear) next.delete(other);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  function showTimes() {
    const query = new URLSearchParams(search);
    if (mobileLocationId.trim()) query.set('mobileLocationId', mobileLocationId.trim());
    navigate({
      pathname: bookingPath(routePrefix(location.pathname), true, [examSlug]),
      search: query.toString(),
    });
  }

  return (
    <section className="page booking-page" aria-labelledby="advanced-title">
      <h1 id="advanced-title">{t('booking.advanced.title')}</h1>
      <p>{t('booking.advanced.intro')}</p>
      {modalities.isPending && <Spinner label={t('message.loading')} />}
      <div className="booking-section advanced-filters">
        <div className="form-field">
          <label htmlFor="adv-modality">{t('booking.advanced.modality')}</label>
          <select
            id="adv-modality"
            value={modality ?? ''}
            onChange={(e) => {
              setExamSlug('');
              setParam('modality', e.target.value, ['clinicId', 'deviceId']);
            }}
          >
            <option value="">{t('booking.advanced.any_modality')}</option>
            {(modalities.data ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="adv-exam">{t('booking.advanced.exam')}</label>
          <select id="adv-exam" value={examSlug} onChange={(e) => setExamSlug(e.target.value)}>
            <option value="">{t('booking.advanced.choose_exam')}</option>
            {(exams.data ?? []).map((exam) => (
              <option key={exam.slug} value={exam.slug}>
                {exam.nameWithModality}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="adv-clinic">{t('booking.advanced.clinic')}</label>
          <select
            id="adv-clinic"
            value={clinicId ?? ''}
            disabled={!examSlug}
            onChange={(e) => setParam('clinicId', e.target.value, ['deviceId'])}
          >
            <option value="">{t('booking.advanced.choose_clinic')}</option>
            {(clinics.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="adv-device">{t('booking.advanced.device')}</label>
          <select
            id="adv-device"
            value={deviceId}
            disabled={!clinicId}
            onChange={(e) => setParam('deviceId', e.target.value)}
          >
            <option value="">{t('booking.advanced.any_device')}</option>
            {deviceIds.map((id) => (
              <option key={id} value={id}>
                {t('booking.advanced.device_number', { id })}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="adv-mobile">{t('booking.advanced.mobile_location_field')}</label>
          <input
            id="adv-mobile"
            value={mobileLocationId}
            onChange={(e) => setMobileLocationId(e.target.value)}
          />
        </div>
        <Button disabled={!examSlug} onClick={showTimes}>
          {t('booking.advanced.show_times')}
        </Button>
      </div>
    </section>
  );
}
