import type { Exam } from '@rb/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { problemMessage } from '../../../lib/api-client';
import { useClinicsForExams } from '../api/list-clinics';
import { clinicAddress } from '../model/clinic-address';
import { openingHoursLines } from '../model/opening-hours';

/** §8 message.walk_in_exam_detected: these exams need no appointment at clinics that take walk-ins. */
export function WalkInNotice({ exams }: { exams: readonly Exam[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const clinics = useClinicsForExams(
    exams.map((exam) => exam.slug),
    { walkIn: 'true' },
  );
  return (
    <section className="walk-in-notice alert alert-info" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('catalog.walk_in.title')}</h2>
      <p>{t('message.walk_in_exam_detected')}</p>
      {clinics.isPending && <Spinner label={t('message.loading')} />}
      {clinics.error && <p role="alert">{t(problemMessage(clinics.error))}</p>}
      {clinics.data && clinics.data.length > 0 && (
        <ul className="walk-in-clinics" aria-label={t('catalog.walk_in.clinics')}>
          {clinics.data.map((clinic) => (
            <li key={clinic.id} className="walk-in-clinic">
              <strong>{clinic.name}</strong>, {clinicAddress(clinic)} ·{' '}
              {t('catalog.clinics.phone', { phone: clinic.phone })}
              {clinic.openingHours.length > 0 && (
                <span className="walk-in-hours">
                  {' '}
                  {t('catalog.walk_in.hours')}:{' '}
                  {openingHoursLines(clinic.openingHours, i18n.language).join(', ')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>{t('catalog.walk_in.book_anyway')}</p>
    </section>
  );
}
