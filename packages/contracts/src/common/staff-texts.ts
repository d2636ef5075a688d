/**
 * Texts no patient page shows: the staff screens' (`admin.`) and the server's emails and SMS
 * (`notification.`). A patient page's HTML carries its locale's texts without them (issue 16); the
 * staff pages load the complete file before they render (decision 0020).
 */
export const STAFF_ONLY_TEXT_PREFIXES = ['admin.', 'notification.'] as const;

/** Whether the address is one of the staff pages under /admin. */
export const isStaffPagePath = (path: string): boolean => /^\/admin(?:[/?#]|$)/.test(path);

/** The texts a patient page needs: all but the staff-only ones. */
export function patientPageTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).filter(
      ([key]) => !STAFF_ONLY_TEXT_PREFIXES.some((prefix) => key.startsWith(prefix)),
    ),
  );
}
