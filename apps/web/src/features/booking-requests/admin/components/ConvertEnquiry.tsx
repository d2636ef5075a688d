import type { EnquiryDetail, Slot } from '@rb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { SelectField } from '../../../../components/SelectField';
import { formatLongDate, formatTime } from '../../../../lib/date-format';
import { useClinicChoices } from '../../../admin';
import { FreeSlotChooser } from '../../../appointments/staff';
import { SLOTS_QUERY_ROOT } from '../../../scheduling';
import { useConvertEnquiry } from '../api/enquiries-api';

/**
 * Convert to an appointment: pick the exam and a free slot of the enquiry's clinic, then book it.
 * The patient is emailed the appointment; a slot taken meanwhile answers 409 and the picker reloads.
 */
export function ConvertEnquiry({ enquiry, clinicId }: { enquiry: EnquiryDetail; clinicId: number }) {
  const { t, i18n } = useTranslation();
  const clinics = useClinicChoices();
  const timeZone = clinics.data?.find((clinic) => clinic.id === clinicId)?.timeZone;
  const [examSlug, setExamSlug] = useState(enquiry.exams[0]?.slug ?? '');
  const [slot, setSlot] = useState<Slot | null>(null);
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
          setSlot(null);
        }}
      />
      {timeZone && examSlug && (
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
