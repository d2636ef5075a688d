import type { AreaTexts } from './area';

/** Answers of the attachment calls (referral upload while booking, patient documents). */
export const attachments: AreaTexts = {
  'en-AU': {
    'message.invalid_file_type': 'This type of file is not accepted. Please upload one of: {{allowed}}.',
    'message.file_too_large': 'The file is too large. Files of up to {{maxMegabytes}} MB are accepted.',
    'message.file_required': 'Please choose a file to upload.',
    'message.attachment_limit_reached': 'No more files can be added. At most {{max}} files are accepted.',
    'message.referral_download_disabled': 'Downloading the referral is not available.',
    'message.unknown_exam_slugs': 'One of the chosen procedures could not be found. Please choose it again.',
    'portal.attachments.required_documents': 'Documents your procedures need',
    'portal.attachments.required_missing': 'Still needed',
    'portal.attachments.required_uploaded': 'Uploaded: {{fileName}}',
  },
  'en-NZ': {},
  'en-CA': {},
  'en-US': {},
  mk: {
    'message.invalid_file_type': 'Овој тип на датотека не е прифатлив. Прикачете една од: {{allowed}}.',
    'message.file_too_large': 'Датотеката е преголема. Се прифаќаат датотеки до {{maxMegabytes}} MB.',
    'message.file_required': 'Изберете датотека за прикачување.',
    'message.attachment_limit_reached':
      'Не можат да се додадат повеќе датотеки. Се прифаќаат најмногу {{max}} датотеки.',
    'message.referral_download_disabled': 'Преземањето на упатот не е достапно.',
    'message.unknown_exam_slugs': 'Една од избраните процедури не е пронајдена. Изберете ја повторно.',
    'portal.attachments.required_documents': 'Документи потребни за вашите процедури',
    'portal.attachments.required_missing': 'Уште потребно',
    'portal.attachments.required_uploaded': 'Прикачено: {{fileName}}',
  },
};
