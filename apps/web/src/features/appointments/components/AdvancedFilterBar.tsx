import type { BookingClinic } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
      <div className="form-field">
        <label htmlFor="advanced-clinic">{t('booking.advanced.clinic')}</label>
        <select
          id="advanced-clinic"
          value={clinic ? String(clinic.id) : ''}
          onChange={(e) => update('clinicId', e.target.value)}
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
        <label htmlFor="advanced-device">{t('booking.advanced.device')}</label>
        <select
          id="advanced-device"
          value={deviceId}
          onChange={(e) => update('deviceId', e.target.value)}
          disabled={!clinic}
        >
          <option value="">{t('booking.advanced.any_device')}</option>
          {deviceIds.map((id) => (
            <option key={id} value={id}>
              {t('booking.advanced.device_number', { id })}
            </option>
          ))}
        </select>
      </div>
      {route.mobileLocationId && (
        <p className="muted">{t('booking.advanced.mobile_location', { id: route.mobileLocationId })}</p>
      )}
    </div>
  );
}
