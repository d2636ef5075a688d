import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { Spinner } from '../../../components/Spinner';
import {
  useClinicExamDevices,
  useClinicsOfExam,
  useExamsOfModality,
  useMobileLocations,
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
  const mobileLocations = useMobileLocations();
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
    if (mobileLocationId) query.set('mobileLocationId', mobileLocationId);
    else query.delete('mobileLocationId');
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
        <SelectField
          id="adv-modality"
          label={t('booking.advanced.modality')}
          value={String(modality ?? '')}
          onChange={(value) => {
            setExamSlug('');
            setParam('modality', value, ['clinicId', 'deviceId']);
          }}
          emptyLabel={t('booking.advanced.any_modality')}
          options={(modalities.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
        />
        <SelectField
          id="adv-exam"
          label={t('booking.advanced.exam')}
          value={examSlug}
          onChange={setExamSlug}
          emptyLabel={t('booking.advanced.choose_exam')}
          options={(exams.data ?? []).map((exam) => ({ value: exam.slug, label: exam.nameWithModality }))}
        />
        <SelectField
          id="adv-clinic"
          label={t('booking.advanced.clinic')}
          value={String(clinicId ?? '')}
          disabled={!examSlug}
          onChange={(value) => setParam('clinicId', value, ['deviceId'])}
          emptyLabel={t('booking.advanced.choose_clinic')}
          options={(clinics.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
        <SelectField
          id="adv-device"
          label={t('booking.advanced.device')}
          value={deviceId}
          disabled={!clinicId}
          onChange={(value) => setParam('deviceId', value)}
          emptyLabel={t('booking.advanced.any_device')}
          options={deviceIds.map((id) => ({ value: id, label: t('booking.advanced.device_number', { id }) }))}
        />
        <SelectField
          id="adv-mobile"
          label={t('booking.advanced.mobile_location_field')}
          value={mobileLocationId}
          onChange={setMobileLocationId}
          emptyLabel={t('booking.advanced.any_mobile_location')}
          options={(mobileLocations.data?.mobileLocations ?? []).map((m) => ({ value: m.id, label: m.name }))}
        />
        <Button disabled={!examSlug} onClick={showTimes}>
          {t('booking.advanced.show_times')}
        </Button>
      </div>
    </section>
  );
}
