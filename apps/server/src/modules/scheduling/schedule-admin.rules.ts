import type { FieldError } from '@rb/contracts';

/** A session as the rules read it: minutes after local midnight, optional slot length. */
interface SessionShape {
  weekday: number;
  startMinute: number;
  endMinute: number;
  slotMinutes: number | null;
}

/** End after start, and a slot length that divides the session. */
export function sessionShapeErrors(session: SessionShape, at: string): FieldError[] {
  if (session.endMinute <= session.startMinute)
    return [{ field: `${at}.endMinute`, message: 'message.schedule_end_before_start' }];
  const length = session.endMinute - session.startMinute;
  if (session.slotMinutes !== null && length % session.slotMinutes !== 0)
    return [
      {
        field: `${at}.slotMinutes`,
        message: 'message.schedule_slot_length_uneven',
        params: { minutes: session.slotMinutes },
      },
    ];
  return [];
}

/** Sessions of one device that overlap on a weekday: the later one of each pair is named. */
export function overlapErrors(sessions: SessionShape[], prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  sessions.forEach((session, i) => {
    const clash = sessions.some(
      (other, j) =>
        j < i &&
        other.weekday === session.weekday &&
        other.startMinute < session.endMinute &&
        session.startMinute < other.endMinute,
    );
    if (clash)
      errors.push({ field: `${prefix}.${i}.startMinute`, message: 'message.schedule_sessions_overlap' });
  });
  return errors;
}

/** Exams and groups a session names must be ones the device does. */
export function examRestrictionErrors(
  session: { examSlugs: string[]; examGroups: string[] },
  deviceExams: { slug: string; groupName: string | null }[],
  at: string,
): FieldError[] {
  const errors: FieldError[] = [];
  session.examSlugs.forEach((slug, j) => {
    if (!deviceExams.some((e) => e.slug === slug))
      errors.push({
        field: `${at}.examSlugs.${j}`,
        message: 'message.schedule_unknown_exam',
        params: { slug },
      });
  });
  session.examGroups.forEach((group, j) => {
    if (!deviceExams.some((e) => e.groupName === group))
      errors.push({
        field: `${at}.examGroups.${j}`,
        message: 'message.schedule_unknown_group',
        params: { group },
      });
  });
  return errors;
}
