import { type FieldError, isValidShareContact, type ShareContactType } from '@rb/contracts';
import { validationFailed } from '../../platform/errors';

/** The typed contact as stored: emails lower-cased, phones without spaces and dashes. */
export function normaliseContact(contactDetails: string, type: ShareContactType): string {
  const value = contactDetails.trim();
  return type === 'EMAIL' ? value.toLowerCase() : value.replace(/[\s-]/g, '');
}

/** §5 share contact and §9 note limit; throws a 400 naming every bad field. */
export function checkShareForm(
  form: { contactDetails: string; contactDetailsType: ShareContactType; note?: string | null },
  limits: { smsSharingEnabled: boolean; noteMaxLength: number },
): void {
  const issues: FieldError[] = [];
  if (!isValidShareContact(form.contactDetails, form.contactDetailsType, limits.smsSharingEnabled)) {
    issues.push({ field: 'body.contactDetails', message: 'message.invalid_contact_details' });
  }
  if ((form.note ?? '').length > limits.noteMaxLength) {
    issues.push({
      field: 'body.note',
      message: 'message.share_note_too_long',
      params: { max: limits.noteMaxLength },
    });
  }
  if (issues.length) throw validationFailed(issues);
}
