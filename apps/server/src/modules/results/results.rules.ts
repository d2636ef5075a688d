import { addDays, addMinutes } from 'date-fns';

/** How long an image-viewer link works. */
export const IMAGE_VIEWER_LINK_DAYS = 7;

/** A report is released once the provider's delay after it was attached has passed. */
export const releasedAt = (createdAt: Date, releaseDelayMinutes: number) =>
  addMinutes(createdAt, releaseDelayMinutes);

export const isReleased = (createdAt: Date, releaseDelayMinutes: number, now: Date) =>
  now.getTime() >= releasedAt(createdAt, releaseDelayMinutes).getTime();

/** Staff's control of one report (issue 14): its own release time, or held back until released. */
export interface ReleaseControl {
  createdAt: Date;
  releaseAt?: Date | null;
  held?: boolean;
}

/** When a report is released: staff's own time, else the provider's delay; null while held back. */
export const effectiveReleaseAt = (report: ReleaseControl, releaseDelayMinutes: number): Date | null =>
  report.held ? null : (report.releaseAt ?? releasedAt(report.createdAt, releaseDelayMinutes));

export const isExpired = (expiresAt: Date | null, now: Date) =>
  expiresAt !== null && now.getTime() >= expiresAt.getTime();

export const reportExpiry = (now: Date, expiresInDays: number | null | undefined) =>
  expiresInDays ? addDays(now, expiresInDays) : null;

export const imageViewerLinkExpiry = (now: Date) => addDays(now, IMAGE_VIEWER_LINK_DAYS);

/** What a viewer sees of a booking's reports: the visible ones, and why there may be none. */
export function partitionReports<T extends ReleaseControl & { expiresAt: Date | null }>(
  reports: T[],
  releaseDelayMinutes: number,
  now: Date,
) {
  const released = reports.filter((r) => {
    const at = effectiveReleaseAt(r, releaseDelayMinutes);
    return at !== null && now.getTime() >= at.getTime();
  });
  const visible = released.filter((r) => !isExpired(r.expiresAt, now));
  return {
    visible,
    pending: released.length < reports.length,
    /** Every released report has expired (and there was at least one): §4 resultsExpired. */
    allExpired: released.length > 0 && visible.length === 0,
  };
}

/** Who a report's upload says reported it, and who uploaded it (issue 42). */
interface Uploader {
  subject: string;
  name: string;
  roles: readonly string[];
  service: boolean;
}

/**
 * The radiologist a report is attributed to: the one the upload names (the RIS, or staff uploading
 * for a radiologist), else the uploader when they are a radiologist themselves; null otherwise.
 */
export function reportAuthorOf(
  named: { subject: string; name: string } | undefined,
  uploader: Uploader,
): { subject: string; name: string } | null {
  if (named) return { subject: named.subject, name: named.name };
  if (!uploader.service && uploader.roles.includes('radiologist'))
    return { subject: uploader.subject, name: uploader.name };
  return null;
}
