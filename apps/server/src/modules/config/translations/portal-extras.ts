import type { AreaTexts } from './area';

/**
 * The patient portal's consent forms, call-centre contact, booking info, unsubscribe page and the
 * admin portal mode of attachments.
 */
export const portalExtras: AreaTexts = {
  'en-AU': {
    'portal.consent.title': 'Consent form',
    'portal.consent.text':
      '<p>I agree to the imaging procedure described in my referral. I understand its purpose and risks, and that I can ask the clinic questions or withdraw my consent at any time before the procedure.</p>',
    'portal.consent.accept': 'I have read and accept the consent form',
    'portal.consent.accept_required': 'Please tick the box to accept the consent form.',
    'portal.consent.full_name': 'Your full name (as your signature)',
    'portal.consent.submit': 'Give consent',
    'portal.consent.given': 'Consent given by {{name}} on {{date}}.',
    'portal.consent.load_failed': 'The consent form could not be loaded just now.',
    'portal.contact.email_open': 'Email the call centre',
    'portal.contact.email_title': 'Email the call centre',
    'portal.contact.email_lead': 'Write a short message and our call centre will reply by email or phone.',
    'portal.contact.message': 'Your message',
    'portal.contact.email_submit': 'Send message',
    'portal.contact.email_sent': 'Thank you. Your message has been sent to our call centre.',
    'portal.contact.callback_open': 'Request a call back',
    'portal.contact.callback_title': 'Request a call back',
    'portal.contact.callback_lead':
      'We will call you back about your booking. Leave the number empty to use the one we have.',
    'portal.contact.contact_number': 'Phone number (optional)',
    'portal.contact.preferred_time': 'Best time to call (optional)',
    'portal.contact.callback_submit': 'Request call back',
    'portal.contact.callback_sent': 'Thank you. Our call centre will call you back.',
    'portal.contact.failed': 'This could not be sent just now. Please try again later or call the clinic.',
    'portal.booking_info.open': 'Booking info',
    'portal.booking_info.title': 'Your booking request',
    'portal.booking_info.reference': 'Reference',
    'portal.booking_info.created': 'Sent on',
    'portal.booking_info.referrals': 'Referrals and documents',
    'portal.attachments.admin.title': 'Referral documents',
    'portal.attachments.admin.upload': 'Upload referral',
    'portal.attachments.admin.edit': 'Edit details',
    'portal.attachments.admin.edit_title': 'Details of {{fileName}}',
    'portal.attachments.admin.description': 'Description (optional)',
    'portal.attachments.admin.save': 'Save details',
    'portal.unsubscribe.working': 'Updating your preferences…',
    'portal.unsubscribe.done':
      'You will no longer receive reminders about this booking. Messages you need, such as confirmations and security codes, will still be sent.',
    'portal.unsubscribe.missing': 'This link is not complete. Please use the link from your message.',
    'portal.unsubscribe.failed': 'We could not update your preferences just now. Please try again later.',
  },
  'en-NZ': {},
  'en-CA': {},
  'en-US': {},
  mk: {
    'portal.consent.title': 'Формулар за согласност',
    'portal.consent.text':
      '<p>Се согласувам со снимањето опишано во моето упатување. Ги разбирам неговата цел и ризиците и знам дека можам да ѝ поставам прашања на клиниката или да ја повлечам согласноста во секое време пред снимањето.</p>',
    'portal.consent.accept': 'Го прочитав и го прифаќам формуларот за согласност',
    'portal.consent.accept_required': 'Означете го полето за да го прифатите формуларот за согласност.',
    'portal.consent.full_name': 'Вашето полно име (како потпис)',
    'portal.consent.submit': 'Дај согласност',
    'portal.consent.given': 'Согласноста ја даде {{name}} на {{date}}.',
    'portal.consent.load_failed': 'Формуларот за согласност не може да се вчита во моментов.',
    'portal.contact.email_open': 'Испрати е-пошта до центарот за повици',
    'portal.contact.email_title': 'Е-пошта до центарот за повици',
    'portal.contact.email_lead':
      'Напишете кратка порака и нашиот центар за повици ќе ви одговори по е-пошта или телефон.',
    'portal.contact.message': 'Вашата порака',
    'portal.contact.email_submit': 'Испрати порака',
    'portal.contact.email_sent': 'Ви благодариме. Вашата порака е испратена до нашиот центар за повици.',
    'portal.contact.callback_open': 'Побарај повратен повик',
    'portal.contact.callback_title': 'Барање за повратен повик',
    'portal.contact.callback_lead':
      'Ќе ве повикаме во врска со вашата резервација. Оставете го бројот празен за да го користиме оној што го имаме.',
    'portal.contact.contact_number': 'Телефонски број (незадолжително)',
    'portal.contact.preferred_time': 'Најдобро време за повик (незадолжително)',
    'portal.contact.callback_submit': 'Побарај повик',
    'portal.contact.callback_sent': 'Ви благодариме. Нашиот центар за повици ќе ве повика.',
    'portal.contact.failed':
      'Ова не може да се испрати во моментов. Обидете се повторно подоцна или јавете се во клиниката.',
    'portal.booking_info.open': 'Информации за резервацијата',
    'portal.booking_info.title': 'Вашето барање за резервација',
    'portal.booking_info.reference': 'Референца',
    'portal.booking_info.created': 'Испратено на',
    'portal.booking_info.referrals': 'Упатувања и документи',
    'portal.attachments.admin.title': 'Документи за упатување',
    'portal.attachments.admin.upload': 'Прикачи упатување',
    'portal.attachments.admin.edit': 'Уреди детали',
    'portal.attachments.admin.edit_title': 'Детали за {{fileName}}',
    'portal.attachments.admin.description': 'Опис (незадолжително)',
    'portal.attachments.admin.save': 'Зачувај детали',
    'portal.unsubscribe.working': 'Ги ажурираме вашите поставки…',
    'portal.unsubscribe.done':
      'Повеќе нема да добивате потсетници за оваа резервација. Пораките што ви се потребни, како потврди и безбедносни кодови, и понатаму ќе се испраќаат.',
    'portal.unsubscribe.missing': 'Оваа врска не е целосна. Користете ја врската од вашата порака.',
    'portal.unsubscribe.failed':
      'Не можевме да ги ажурираме вашите поставки во моментов. Обидете се повторно подоцна.',
  },
};
