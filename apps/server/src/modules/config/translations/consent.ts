import type { AreaTexts } from './area';

/** The analytics consent banner, its settings dialog and the footer's button (issue 43). */
export const consent: AreaTexts = {
  'en-AU': {
    'consent.title': 'Cookies and analytics',
    'consent.text':
      'With your permission we measure how this site is used, to improve it, and may show our services to you elsewhere. Nothing is measured until you choose, and you can change your choice at any time under "Cookie settings".',
    'consent.privacy_link': 'How we handle your information',
    'consent.accept_all': 'Accept all',
    'consent.reject_all': 'Reject all',
    'consent.choose': 'Choose',
    'consent.settings_title': 'Cookie settings',
    'consent.settings_text':
      'Choose what this site may use. The cookies the site needs to work (your booking session) are always on.',
    'consent.categories': 'Optional cookies',
    'consent.category.analytics': 'Analytics',
    'consent.category.analytics_text': 'Counting visits and the steps of a booking, without your details.',
    'consent.category.marketing': 'Marketing',
    'consent.category.marketing_text':
      'Letting advertising services know you visited, to show you our services.',
    'consent.save': 'Save my choice',
    'consent.open_settings': 'Cookie settings',
  },
  'en-NZ': {},
  'en-CA': {},
  'en-US': {},
  mk: {
    'consent.title': 'Колачиња и аналитика',
    'consent.text':
      'Со ваша дозвола мериме како се користи оваа страница, за да ја подобриме, и може да ви ги прикажеме нашите услуги на други места. Ништо не се мери додека не изберете, а изборот можете да го промените во секое време под „Поставки за колачиња“.',
    'consent.privacy_link': 'Како постапуваме со вашите податоци',
    'consent.accept_all': 'Прифати ги сите',
    'consent.reject_all': 'Одбиј ги сите',
    'consent.choose': 'Изберете',
    'consent.settings_title': 'Поставки за колачиња',
    'consent.settings_text':
      'Изберете што може да користи оваа страница. Колачињата без кои страницата не работи (вашата сесија за закажување) се секогаш вклучени.',
    'consent.categories': 'Незадолжителни колачиња',
    'consent.category.analytics': 'Аналитика',
    'consent.category.analytics_text': 'Броење на посетите и чекорите на закажувањето, без вашите податоци.',
    'consent.category.marketing': 'Маркетинг',
    'consent.category.marketing_text':
      'Известување на рекламните услуги дека сте ја посетиле страницата, за да ви ги прикажат нашите услуги.',
    'consent.save': 'Зачувај го мојот избор',
    'consent.open_settings': 'Поставки за колачиња',
  },
};
