import { DEFAULT_LOCALE, examNameWithModality } from '@rb/contracts';
import { subDays } from 'date-fns';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import type { JobQueue } from '../../platform/jobs';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ResultsRepository } from './results.repository';
import { effectiveReleaseAt, isExpired } from './results.rules';

/** The pg-boss queue that tells a patient their results are ready once a release delay has passed. */
export const RESULTS_RELEASE_JOB = 'results-release-notice';
/** How far back a restart looks for reports whose scheduled notice may have been lost. */
const SWEEP_DAYS = 30;
const SWEEP_LIMIT = 500;

/**
 * A number SMS can reach: an Australian mobile (04…, +614…), a New Zealand mobile in international
 * form (+642…; national 02… is also a Sydney landline), or any other number in international form.
 * Landlines cannot receive the text.
 */
export function isMobileNumber(value: string | null | undefined): boolean {
  const number = (value ?? '').replace(/[\s()-]/g, '');
  return /^(?:04\d{8}|\+614\d{8}|\+642\d{7,9}|\+(?!61|64)\d{9,15})$/.test(number);
}

/** Runs in the transaction that releases a report; a failure rolls the release back. */
export type ReleaseListener = (trx: Db, reportId: number) => Promise<void>;

export interface ResultsReleaseDeps {
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'> & { env: Pick<AppDeps['env'], 'SMS_PROVIDER_URL'> };
  repository: ResultsRepository;
  notifications: Pick<NotificationsService, 'queueEmail' | 'queueSms'>;
}

/**
 * §4 results release: when a report becomes visible to the patient (attached with no release delay,
 * or when the delay passes) results_ready is queued, by email and, for a booking made with a mobile
 * while SMS is configured, by SMS; once per report, in the transaction that releases it.
 */
export function createResultsRelease({ deps, repository, notifications }: ResultsReleaseDeps) {
  let jobs: JobQueue | null = null;
  const releaseListeners: ReleaseListener[] = [];

  /** Queues the notice if the report is visible now; otherwise answers when it will be. */
  async function notifyIfReleased(trx: Db, reportId: number): Promise<Date | null> {
    const report = await repository.releaseNoticeSubject(reportId, trx);
    // Withdrawn or held back by staff: nothing to announce until staff release it (issue 14).
    if (!report || report.notifiedAt || report.withdrawnAt) return null;
    const now = deps.clock.now();
    const { releaseDelayMinutes } = await repository.readSettings(trx);
    const at = effectiveReleaseAt(report, releaseDelayMinutes);
    if (at === null) return null;
    if (at.getTime() > now.getTime()) return at;
    // An expired report is never shown, so there is nothing to announce; it is settled all the same.
    if (!isExpired(report.expiresAt, now)) {
      const message = {
        template: 'results_ready' as const,
        locale: DEFAULT_LOCALE,
        referenceId: report.bookingKey,
        data: {
          firstName: report.firstName,
          examName: examNameWithModality(report.modalityName, report.examName),
          clinicName: report.clinicName,
          resultsPath: `/appointments/${report.bookingKey}/result`,
        },
      };
      if (report.email) await notifications.queueEmail(trx, { ...message, to: report.email });
      if (deps.env.SMS_PROVIDER_URL && report.contactNumber && isMobileNumber(report.contactNumber))
        await notifications.queueSms(trx, { ...message, to: report.contactNumber });
      for (const listener of releaseListeners) await listener(trx, reportId);
    }
    await repository.markNotified(reportId, now, trx);
    return null;
  }

  async function schedule(reportId: number, at: Date) {
    if (!jobs) {
      // Picked up by the sweep when the job queue starts.
      deps.log.warn({ reportId }, 'results release notice not scheduled: job queue not started');
      return;
    }
    const startAfterMs = Math.max(0, at.getTime() - deps.clock.now().getTime());
    await jobs.send(RESULTS_RELEASE_JOB, { reportId }, { startAfterMs });
  }

  async function run(reportId: number) {
    const next = await deps.db.transaction().execute((trx) => notifyIfReleased(trx, reportId));
    // The release delay was lengthened since the job was scheduled: try again when it passes.
    if (next) await schedule(reportId, next);
  }

  /** A job now for every report not announced yet; each job queues it or waits for its release. */
  async function sweep() {
    if (!jobs) return;
    const since = subDays(deps.clock.now(), SWEEP_DAYS);
    for (const reportId of await repository.unnotifiedReportIds(since, SWEEP_LIMIT))
      await jobs.send(RESULTS_RELEASE_JOB, { reportId });
  }

  return {
    /**
     * Others told of a release (the referrer's image link, issue 15), in the releasing transaction
     * and only once per report, like the patient's notice.
     */
    onReleased(listener: ReleaseListener) {
      releaseListeners.push(listener);
    },

    /** In the attaching transaction: queues the notice when the report is visible at once. */
    notifyIfReleased,
    /** After the attach committed: a report still held back gets a job for when it is released. */
    schedule,

    /** Works the release jobs of this instance, and reschedules notices a restart may have lost. */
    async start(queue: JobQueue) {
      jobs = queue;
      await queue.work<{ reportId: number }>(RESULTS_RELEASE_JOB, async ({ reportId }) => run(reportId));
      await sweep();
    },

    /** After the release delay changed: every waiting notice is checked again against it. */
    sweep,
  };
}

export type ResultsRelease = ReturnType<typeof createResultsRelease>;
