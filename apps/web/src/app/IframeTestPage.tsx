import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** §2 embedded test page: frames the address from query `link`, by default /iframe/select-region. */
export default function IframeTestPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const requested = search.get('link') ?? '/iframe/select-region';
  // Only same-origin paths are framed, so the page cannot be used to frame someone else's site.
  const link = requested.startsWith('/') && !requested.startsWith('//') ? requested : '/iframe/select-region';
  return (
    // Named, so it is told apart from the framed page's own main landmark (axe: landmark-unique).
    <main id="main" className="iframe-test" aria-labelledby="iframe-test-title">
      <h1 id="iframe-test-title" className="visually-hidden">
        {t('page.iframe_test.title')}
      </h1>
      <iframe title={t('page.iframe_test.frame_title')} src={link} className="iframe-test-frame" />
    </main>
  );
}
