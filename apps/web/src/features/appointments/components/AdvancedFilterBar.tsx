import type { BookingClinic } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/SelectField';
import { resetSlotParams } from '../../scheduling';
import { useClinicExamDevices, useClinicsOfExam } from '../api/advanced-lookups';
import type { BookingRoute } from '../lib/booking-route';

/** Advanced booking: clinic and device filters above the slots; a change clears the chosen slot. */
export function AdvancedFilterBar({ route, clinic }: { route: BookingRoute; clinic: BookingClinic | null }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const examSlug = route.examSlugs[0] ?? null;
  const clinics = useClinicsOfExam(examSlug);
  const regionSlug = clinics.data?.find((c) => c.id === clinic?.id)?.regionSlug ?? null;
  const clinicExams = useClinicExamDevices(regionSlug);
  const deviceIds =
    clinicExams.data?.clinicExams.find(
      (entry) => entry.clinic.id === clinic?.id && entry.examSlug === examSlug,
    )?.deviceIds ?? [];
  const deviceId = search.get('deviceId') ?? '';

  function update(name: 'clinicId' | 'deviceId', value: string) {
    setSearch((current) => {
      const next = resetSlotParams(current);
      if (name === 'clinicId') next.delete('selectedClinic');
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  }

  return (
    <div className="booking-section advanced-filters">
      <SelectField
        id="advanced-clinic"
        label={t('booking.advanced.clinic')}
        value={clinic ? String(clinic.id) : ''}
        onChange={(value) => update('clinicId', value)}
        emptyLabel={t('booking.advanced.choose_clinic')}
        options={(clinics.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      />
      <SelectField
        id="advanced-device"
        label={t('booking.advanced.device')}
        value={deviceId}
        onChange={(value) => update('deviceId', value)}
        disabled={!clinic}
        emptyLabel={t('booking.advanced.any_device')}
        options={deviceIds.map((id) => ({ value: id, label: t('booking.advanced.device_number', { id }) }))}
      />
      {route.mobileLocationId && (
        <p className="muted">{t('booking.advanced.mobile_location', { id: route.mobileLocationId })}</p>
      )}
    </div>
  );
}
