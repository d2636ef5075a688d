import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SafeHtml } from '../../components/SafeHtml';
import { useConfig } from '../../features/config/api/config-context';
import { bannerView, isBannerClosed, rememberBannerClosed } from './banner-rules';

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** §2 dismissible banner at the top of every page (stacking level 1500, from the stylesheet). */
export function Banner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = bannerView(useConfig());
  const [closed, setClosed] = useState(() => !!view && isBannerClosed(view.id, sessionStore()));
  if (!view || closed) return null;

  function close() {
    if (!view) return;
    rememberBannerClosed(view.id, sessionStore());
    setClosed(true);
    // Focus would otherwise fall to the document start; the skip link is the next sensible stop.
    document.querySelector<HTMLElement>('.skip-link')?.focus();
  }

  return (
    <section className="site-banner" style={view.style} aria-label={t('banner.label')}>
      <SafeHtml className="site-banner-text" html={view.html} onInternalLink={(path) => navigate(path)} />
      {view.closeable && (
        <button type="button" className="site-banner-close" onClick={close} aria-label={t('banner.close')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </section>
  );
}
