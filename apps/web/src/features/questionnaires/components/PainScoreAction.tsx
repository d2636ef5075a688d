import type { QuestionnaireType } from '@rb/contracts';
import { isActiveAppointment } from '@rb/contracts/appointments/appointment-status';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { lazyComponent } from '../../../lib/lazy-component';
import { useQuestionnaires } from '../api/get-questionnaires';

// The flow (xstate) loads when the patient opens the pain score, not with every portal page (issue 16).
const QuestionnaireFlow = lazyComponent(() => import('./QuestionnaireFlow').then((m) => m.QuestionnaireFlow));

/**
 * Which pain score an appointment asks for: the initial one until it has ended, the final one after;
 * none once it no longer takes place.
 */
export function painScoreType(
  appointment: { status: string; end: string },
  now = Date.now(),
): QuestionnaireType | null {
  if (!isActiveAppointment(appointment.status)) return null;
  return Date.parse(appointment.end) <= now ? 'PAIN_SCORE_FINAL' : 'PAIN_SCORE_INITIAL';
}

interface PainScoreActionProps {
  bookingKey: string;
  appointment: { slug: string; status: string; end: string };
}

/**
 * The pain score of an appointment in the portal, offered while the server still has one to ask:
 * saved with the appointment; a problem saving it goes to /deny with a close button (§8).
 */
export function PainScoreAction({ bookingKey, appointment }: PainScoreActionProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleId = useId();
  const type = painScoreType(appointment);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const available = useQuestionnaires(
    { bookingKey, appointmentSlug: appointment.slug, types: type ?? undefined },
    type !== null,
  );
  const savedText = (
    <p role="status" className="questionnaire-done">
      {t('questionnaires.pain_score_saved')}
    </p>
  );

  if (!type || (!saved && !open && !available.data?.questionnaires.length)) return null;
  return (
    <section className="pain-score" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('questionnaires.pain_score_title')}</h3>
      {open ? (
        <Suspense fallback={<Spinner label={t('message.loading')} />}>
          <QuestionnaireFlow
            input={{ bookingKey, appointmentSlug: appointment.slug, types: [type], backUrl: pathname }}
            onOutcome={() => setSaved(true)}
            onClosed={() => setOpen(false)}
            renderDone={() => savedText}
          />
        </Suspense>
      ) : saved ? (
        savedText
      ) : (
        <>
          <p>{t(`questionnaires.pain_score_lead.${type}`)}</p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('questionnaires.pain_score_open')}
          </Button>
        </>
      )}
    </section>
  );
}
