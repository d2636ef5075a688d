import type { AnalyticsTag } from '@rb/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import {
  type ConsentCategory,
  type ConsentChoice,
  closeConsentSettings,
  consentCategories,
  saveConsent,
  useConsentSettingsOpen,
} from './consent-store';
import { askedCategories } from './tags';
import './analytics.css';

const allAs = (on: boolean) =>
  Object.fromEntries(consentCategories.map((category) => [category, on])) as Record<ConsentCategory, boolean>;

/**
 * The consent banner (issue 43): accept all, reject all, or choose per category in a dialog. Not a
 * modal: the page stays usable, and nothing is measured until a choice is made. Reopened from the
 * footer's "Cookie settings", it shows the dialog with the current choice.
 */
export function ConsentBanner({ tags, current }: { tags: AnalyticsTag[]; current: ConsentChoice | null }) {
  const { t } = useTranslation();
  const settingsOpen = useConsentSettingsOpen();
  const [choosing, setChoosing] = useState(false);
  const asked = askedCategories(tags);
  const [choice, setChoice] = useState<Record<ConsentCategory, boolean>>(() => ({
    analytics: current?.analytics ?? false,
    marketing: current?.marketing ?? false,
  }));
  const titleId = useId();
  const dialogOpen = choosing || settingsOpen;

  function closeDialog() {
    setChoosing(false);
    closeConsentSettings();
  }

  return (
    <>
      {current === null && !dialogOpen && (
        <section className="consent-banner" aria-labelledby={titleId}>
          <h2 id={titleId} className="consent-banner-title">
            {t('consent.title')}
          </h2>
          <p>
            {t('consent.text')} <Link to="/privacy">{t('consent.privacy_link')}</Link>
          </p>
          <div className="consent-banner-actions">
            <Button onClick={() => saveConsent(allAs(true))}>{t('consent.accept_all')}</Button>
            <Button variant="secondary" onClick={() => saveConsent(allAs(false))}>
              {t('consent.reject_all')}
            </Button>
            <Button variant="secondary" onClick={() => setChoosing(true)}>
              {t('consent.choose')}
            </Button>
          </div>
        </section>
      )}
      <Modal
        isOpen={dialogOpen}
        onClose={closeDialog}
        title={t('consent.settings_title')}
        size="md"
        actions={
          <>
            <Button onClick={() => saveConsent(choice)}>{t('consent.save')}</Button>
            <Button variant="secondary" onClick={() => saveConsent(allAs(false))}>
              {t('consent.reject_all')}
            </Button>
          </>
        }
      >
        <p>{t('consent.settings_text')}</p>
        <fieldset className="consent-categories">
          <legend>{t('consent.categories')}</legend>
          {asked.map((category) => (
            <div key={category} className="consent-category">
              <input
                id={`consent-${category}`}
                type="checkbox"
                checked={choice[category]}
                onChange={(event) => setChoice((was) => ({ ...was, [category]: event.target.checked }))}
                aria-describedby={`consent-${category}-text`}
              />
              <label htmlFor={`consent-${category}`}>{t(`consent.category.${category}`)}</label>
              <p id={`consent-${category}-text`} className="consent-category-text">
                {t(`consent.category.${category}_text`)}
              </p>
            </div>
          ))}
        </fieldset>
      </Modal>
    </>
  );
}
