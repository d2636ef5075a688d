import { randomBytes } from 'node:crypto';
import type {
  CheckInAppointment,
  CheckInFormRequest,
  CheckInPollResponse,
  CheckInReadiness,
  CheckInResult,
  ClinicCheckInSetting,
  IdentityCheckResponse,
} from '@rb/contracts';
import { examNameWithModality } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound, validationFailed } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import type { AttachmentsService } from '../attachments/attachments.service';
import { type AuditOrigin, createAuditService } from '../audit/audit.service';
import type { QuestionnairesService } from '../questionnaires/questionnaires.service';
import { PREPARE_JOB, SUBMIT_JOB } from './check-in.jobs';
import type { CheckInRepository, CheckInRow } from './check-in.repository';
import {
  aroundNow,
  checkInOpensMinutes,
  isCheckedInOrSubmitting,
  isInCheckInWindow,
  isToday,
  isWithinWindow,
  localDate,
  maskMedicare,
} from './check-in.rules';

const newHandOffId = () => randomBytes(16).toString('base64url');

type FieldName = 'referrer' | 'dateOfReferral' | 'medicareNumber' | 'referenceNumber' | 'gender';

export function createCheckInService(
  deps: AppDeps,
  ports: {
    repository: CheckInRepository;
    jobs: JobQueue;
    attachments: Pick<AttachmentsService, 'listForOwner' | 'listDocumentTypes'>;
    questionnaires: Pick<QuestionnairesService, 'feedback'>;
  },
) {
  const { repository, jobs } = ports;
  const audit = createAuditService(deps);
  const opensMinutes = (setting: ClinicCheckInSetting) =>
    checkInOpensMinutes(setting, deps.env.CHECK_IN_OPENS_MINUTES);

  function toView(row: CheckInRow, setting: ClinicCheckInSetting): CheckInAppointment {
    return {
      id: row.id,
      slug: row.slug,
      examSlug: row.examSlug,
      examName: row.examName,
      nameWithModality: examNameWithModality(row.modalityName, row.examName),
      clinicId: row.clinicId,
      clinicName: row.clinicName,
      bookingKey: row.bookingKey,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      showGenderSelection: setting.showGenderSelection,
      patientMedicareNumber: maskMedicare(row.patientMedicareNumber),
      checkInSent: row.checkInSentAt !== null,
      checkInPreparedSent: row.preparedSentAt !== null,
      patientFolioNumber: row.patientFolioNumber,
      status: row.checkInStatus,
      simpleMode: setting.simpleMode,
      withinWindow: isWithinWindow(row, opensMinutes(setting), deps.clock.now()),
    };
  }

  async function load(slug: string, trx?: Db) {
    const row = await repository.findBySlug(slug, trx);
    if (!row) throw notFound();
    return { row, setting: await repository.clinicSetting(row.clinicId, trx) };
  }

  const view = async (slug: string) => {
    const { row, setting } = await load(slug);
    return toView(row, setting);
  };

  /** §4: only today's BOOKED appointments, from N minutes before the start until the end. */
  function assertOpen(row: CheckInRow, setting: ClinicCheckInSetting) {
    const now = deps.clock.now();
    if (isCheckedInOrSubmitting(row.checkInStatus)) throw conflict('message.already_checked_in');
    if (!setting.enabled || row.status !== 'BOOKED' || !isInCheckInWindow(row, opensMinutes(setting), now)) {
      throw conflict('message.late_enable_digital_check_in_error', { minutes: opensMinutes(setting) });
    }
  }

  const record = (trx: Db, row: CheckInRow, action: string, origin: AuditOrigin) =>
    audit.record(trx, {
      actorKind: 'PATIENT',
      actorRef: null,
      booking: { kind: 'APPOINTMENT', ref: row.bookingKey },
      action,
      outcome: 'SUCCESS',
      origin,
      detail: { appointmentId: row.id },
    });

  /** §5 check-in form on the server: required fields, referral date, known referrer. */
  async function validateForm(
    input: CheckInFormRequest,
    row: CheckInRow,
    setting: ClinicCheckInSetting,
    trx: Db,
  ) {
    if (setting.simpleMode) return;
    const errors: { field: string; message: string }[] = [];
    const missing = (field: FieldName) =>
      errors.push({ field: `body.${field}`, message: 'message.field_required' });
    if (!input.referrer) missing('referrer');
    if (!input.dateOfReferral) missing('dateOfReferral');
    if (!input.medicareNumber) missing('medicareNumber');
    if (!input.referenceNumber) missing('referenceNumber');
    if (setting.showGenderSelection && !input.gender) missing('gender');
    if (input.dateOfReferral && input.dateOfReferral > localDate(row.timeZone, deps.clock.now()))
      errors.push({ field: 'body.dateOfReferral', message: 'message.date_in_future' });
    if (input.referrer && !(await repository.findDoctor(input.referrer, trx)))
      errors.push({ field: 'body.referrer', message: 'message.unknown_doctor' });
    if (errors.length) throw validationFailed(errors);
  }

  async function referralState(row: CheckInRow, setting: ClinicCheckInSetting) {
    const types = await ports.attachments.listDocumentTypes();
    const referralTypeId = types.find((t) => t.code === 'REFERRAL')?.id ?? null;
    if (!setting.referralRequired || row.referralImportedAt) return { uploaded: true, referralTypeId };
    const documents = await ports.attachments.listForOwner({ appointmentId: row.id });
    const uploaded = documents.some((d) => referralTypeId !== null && d.documentTypeId === referralTypeId);
    return { uploaded, referralTypeId };
  }

  return {
    async enabled(clinicId: number) {
      if (!(await repository.clinicExists(clinicId))) return { result: false };
      return { result: (await repository.clinicSetting(clinicId)).enabled };
    },

    /**
     * Today's BOOKED appointments at the clinic for a last name and birth date. Same shape for no
     * match; the route pads the timing.
     */
    async identityCheck(input: { lastName: string; dateOfBirth: string; clinicId: number }) {
      const setting = await repository.clinicSetting(input.clinicId);
      const now = deps.clock.now();
      const rows = (await repository.findByIdentity({ ...input, ...aroundNow(now) })).filter((r) =>
        isToday(r.timeZone, r.startsAt, now),
      );
      const keys = [...new Set(rows.map((r) => r.bookingKey))];
      const onlyKey = keys.length === 1 ? keys[0] : undefined;
      const feedback = onlyKey ? await ports.questionnaires.feedback(onlyKey) : null;
      const response: Omit<IdentityCheckResponse, 'codeRequired'> = {
        appointmentBookingKeys: setting.enabled ? keys : [],
        samePatient: rows.length > 0 && new Set(rows.map((r) => r.patientId)).size === 1,
        feedbackQuestionnaireAnswered: feedback ? feedback.questionnaire === null : false,
        disabledReason: setting.enabled ? null : 'message.check_in_disabled',
      };
      return { response, match: setting.enabled && onlyKey ? onlyKey : null };
    },

    /** Appointments for identity: today's, still to check in (with giveFeedback also checked-in ones). */
    async appointments(bookingKey: string, giveFeedback: boolean): Promise<CheckInAppointment[]> {
      const now = deps.clock.now();
      const { from, to } = aroundNow(now);
      const rows = (await repository.listByBookingKey(bookingKey, from, to)).filter(
        (r) =>
          r.status === 'BOOKED' &&
          isToday(r.timeZone, r.startsAt, now) &&
          (giveFeedback || r.checkInStatus !== 'CHECKED_IN'),
      );
      const views: CheckInAppointment[] = [];
      for (const row of rows) views.push(toView(row, await repository.clinicSetting(row.clinicId)));
      return views;
    },

    async enable(slug: string, origin: AuditOrigin): Promise<CheckInAppointment> {
      await deps.db.transaction().execute(async (trx) => {
        const { row, setting } = await load(slug, trx);
        assertOpen(row, setting);
        await repository.startCheckIn(row.id, deps.clock.now(), trx);
        await record(trx, row, 'check_in.enable', origin);
      });
      return view(slug);
    },

    async prepare(input: CheckInFormRequest, origin: AuditOrigin): Promise<CheckInAppointment> {
      const handOffId = newHandOffId();
      const appointmentId = await deps.db.transaction().execute(async (trx) => {
        const { row, setting } = await load(input.appointmentSlug, trx);
        const current = await repository.lockCheckIn(row.id, trx);
        if (!current) throw conflict('message.check_in_not_enabled');
        assertOpen(row, setting);
        await validateForm(input, row, setting, trx);
        const full = !setting.simpleMode;
        await repository.updateCheckIn(
          row.id,
          {
            status: 'PREPARING',
            referrerDoctorId: full ? (input.referrer ?? null) : null,
            dateOfReferral: full ? (input.dateOfReferral ?? null) : null,
            medicareNumber: full ? (input.medicareNumber?.replace(/\s/g, '') ?? null) : null,
            medicareIrn: full && input.referenceNumber ? String(input.referenceNumber) : null,
            gender: full && setting.showGenderSelection ? (input.gender ?? null) : null,
            preparedSentAt: null,
            failure: null,
            handOffId,
          },
          deps.clock.now(),
          trx,
        );
        await record(trx, row, 'check_in.prepare', origin);
        return row.id;
      });
      await jobs.send(PREPARE_JOB, { appointmentId, handOffId });
      return view(input.appointmentSlug);
    },

    async preparationSent(slug: string): Promise<CheckInPollResponse> {
      const { row, setting } = await load(slug);
      const failed = row.checkInStatus === 'PREPARE_FAILED';
      return {
        sent: row.preparedSentAt !== null,
        failed,
        message: failed ? (row.failure ?? 'message.check_in_error') : null,
        appointment: toView(row, setting),
      };
    },

    async readiness(slug: string): Promise<CheckInReadiness> {
      const { row, setting } = await load(slug);
      const referral = await referralState(row, setting);
      const prepared = row.preparedSentAt !== null && row.checkInStatus !== 'PREPARE_FAILED';
      let message: string | null = null;
      if (row.checkInStatus === 'PREPARE_FAILED') message = 'message.check_in_error';
      else if (isCheckedInOrSubmitting(row.checkInStatus)) message = 'message.already_checked_in';
      else if (!prepared) message = 'message.check_in_not_prepared';
      return {
        ready: prepared && referral.uploaded && message === null,
        requiredReferralUploaded: referral.uploaded,
        documentTypeId: referral.referralTypeId,
        // Null when only the referral is missing: the page then opens the upload instead.
        message,
      };
    },

    async checkIn(slug: string, origin: AuditOrigin): Promise<CheckInResult> {
      // Read outside the transaction: on PGlite a transaction holds the only connection.
      const before = await load(slug);
      const referralUploaded = (await referralState(before.row, before.setting)).uploaded;
      const handOffId = newHandOffId();
      const appointmentId = await deps.db.transaction().execute(async (trx) => {
        const { row, setting } = await load(slug, trx);
        const current = await repository.lockCheckIn(row.id, trx);
        if (!current) throw conflict('message.check_in_not_enabled');
        assertOpen(row, setting);
        if (row.preparedSentAt === null || row.checkInStatus === 'PREPARE_FAILED')
          throw conflict('message.check_in_not_prepared');
        if (!referralUploaded) throw conflict('message.referral_required');
        const now = deps.clock.now();
        await repository.updateCheckIn(
          row.id,
          { status: 'CHECKING_IN', checkedInAt: now, failure: null, handOffId },
          now,
          trx,
        );
        await record(trx, row, 'check_in.submit', origin);
        return row.id;
      });
      await jobs.send(SUBMIT_JOB, { appointmentId, handOffId });
      const checkInAppointment = await view(slug);
      return { checkInAppointment, checkInSuccess: true, checkInSent: checkInAppointment.checkInSent };
    },

    async checkInSent(slug: string): Promise<CheckInPollResponse> {
      const { row, setting } = await load(slug);
      const failed = row.checkInStatus === 'CHECK_IN_FAILED';
      return {
        sent: row.checkInSentAt !== null,
        failed,
        message: failed ? (row.failure ?? 'message.check_in_error') : null,
        appointment: toView(row, setting),
      };
    },

    /** With otpMethod sent empty (§3) the code goes by email when there is one, else by SMS. */
    async preferredOtpMethod(bookingKey: string): Promise<'EMAIL' | 'SMS'> {
      return (await repository.patientHasEmail(bookingKey)) ? 'EMAIL' : 'SMS';
    },

    doctorSearch: (text: string, exclude: number[]) => repository.searchDoctors(text, exclude),

    /** The RIS already holds the referral: it counts as uploaded for readiness. */
    async importReferral(appointmentId: number, origin: AuditOrigin) {
      await deps.db.transaction().execute(async (trx) => {
        const row = await repository.findById(appointmentId, trx);
        if (!row) throw notFound();
        if (!(await repository.lockCheckIn(row.id, trx))) throw conflict('message.check_in_not_enabled');
        await repository.updateCheckIn(
          row.id,
          { referralImportedAt: deps.clock.now() },
          deps.clock.now(),
          trx,
        );
        await record(trx, row, 'check_in.referral_imported', origin);
      });
      return { imported: true };
    },

    /** For other modules (e.g. can-change-status): has this appointment checked in or is it submitting? */
    async isCheckedIn(appointmentId: number): Promise<boolean> {
      const row = await repository.findById(appointmentId);
      return row ? isCheckedInOrSubmitting(row.checkInStatus) : false;
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
