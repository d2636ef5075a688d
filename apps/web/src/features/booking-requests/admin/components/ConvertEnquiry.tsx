import type { CurrentUser, EnquiryDetail, Slot } from '@rb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { SelectField } from '../../../../components/SelectField';
import { formatLongDate, formatTime } from '../../../../lib/date-format';
import { useClinicsOfExam } from '../../../appointments';
import { FreeSlotChooser } from '../../../appointments/staff';
import { SLOTS_QUERY_ROOT } from '../../../scheduling';
import { useConvertEnquiry } from '../api/enquiries-api';

/**
 * Convert to an appointment: pick the exam, the clinic (only for an enquiry sent without one, as
 * enquiry-only exams are: one of the caller's clinics doing the exam) and a free slot, then book it.
 * The patient is emailed the appointment; a slot taken meanwhile answers 409 and the picker reloads.
 */
export function ConvertEnquiry({ enquiry, me }: { enquiry: EnquiryDetail; me: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const [examSlug, setExamSlug] = useState(enquiry.exams[0]?.slug ?? '');
  const [chosenClinic, setChosenClinic] = useState('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const clinicsOfExam = useClinicsOfExam(examSlug || null);
  const mine = (clinicsOfExam.data ?? []).filter(
    (clinic) => me.roles.includes('admin') || me.clinicIds.includes(clinic.id),
  );
  const clinicId = enquiry.clinic?.id ?? (chosenClinic ? Number(chosenClinic) : null);
  const timeZone = mine.find((clinic) => clinic.id === clinicId)?.timeZone;
  const convert = useConvertEnquiry(enquiry.id);
  const queryClient = useQueryClient();
  const book = (chosen: Slot) =>
    convert.mutate(
      { examSlug, deviceId: chosen.deviceId, start: chosen.start },
      {
        // Someone took the slot meanwhile (409): show the slots as they now are.
        onError: () => {
          setSlot(null);
          queryClient.invalidateQueries({ queryKey: SLOTS_QUERY_ROOT });
        },
      },
    );
  return (
    <section aria-labelledby="convert-title" className="admin-convert">
      <h2 id="convert-title">{t('admin.enquiry.convert_title')}</h2>
      <SelectField
        id="convert-exam"
        label={t('admin.enquiry.convert_exam')}
        value={examSlug}
        emptyLabel={t('admin.enquiry.choose_exam')}
        options={enquiry.exams.map((exam) => ({ value: exam.slug, label: exam.nameWithModality }))}
        onChange={(value) => {
          setExamSlug(value);
          setChosenClinic('');
          setSlot(null);
        }}
      />
      {!enquiry.clinic && (
        <SelectField
          id="convert-clinic"
          label={t('admin.enquiries.clinic')}
          value={chosenClinic}
          emptyLabel={t('admin.day_sheet.choose_clinic')}
          disabled={!examSlug}
          options={mine.map((clinic) => ({ value: clinic.id, label: clinic.name }))}
          onChange={(value) => {
            setChosenClinic(value);
            setSlot(null);
          }}
        />
      )}
      {!enquiry.clinic && examSlug && clinicsOfExam.isSuccess && mine.length === 0 && (
        <p role="status">{t('admin.book.no_clinic')}</p>
      )}
      {clinicId && timeZone && examSlug && (
        <FreeSlotChooser
          idPrefix="convert"
          clinicId={clinicId}
          timeZone={timeZone}
          examSlug={examSlug}
          chosen={slot}
          busy={convert.isPending}
          onChoose={setSlot}
        />
      )}
      {slot && timeZone && (
        <p role="status" className="admin-chosen-slot">
          {t('admin.enquiry.chosen_slot', {
            when: `${formatLongDate(slot.start, timeZone, i18n.language)} ${formatTime(slot.start, timeZone, i18n.language)}`,
          })}
        </p>
      )}
      <ErrorAlert error={convert.error} />
      <Button disabled={!slot || convert.isPending} onClick={() => slot && book(slot)}>
        {t('admin.enquiry.convert_submit')}
      </Button>
    </section>
  );
}
