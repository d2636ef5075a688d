import { useTranslation } from 'react-i18next';
import { deviceInfo } from '../lib/device-info';
import { Modal } from './Modal';

/** §9 minimum heights of the iframe modal. */
export const IFRAME_MODAL_MIN_HEIGHT = { mobile: 450, other: 600 } as const;

interface IframeBannerModalProps {
  /** An http(s) address checked by the caller. */
  url: string;
  title: string;
  onClose: () => void;
  isMobile?: boolean;
}

/**
 * §2 iframe banner modal: a page of the provider's shown inside the booking, so a patient in the
 * embedded frame keeps their place; at least 450 px high on phones and 600 px elsewhere (§9).
 */
export default function IframeBannerModal({
  url,
  title,
  onClose,
  isMobile = deviceInfo.isMobile,
}: IframeBannerModalProps) {
  const { t } = useTranslation();
  const minHeight = isMobile ? IFRAME_MODAL_MIN_HEIGHT.mobile : IFRAME_MODAL_MIN_HEIGHT.other;
  return (
    <Modal isOpen onClose={onClose} title={title}>
      <iframe
        className="iframe-banner"
        src={url}
        title={title}
        style={{ width: '100%', minHeight, border: 0 }}
        // The provider's page runs apart from ours: no access to the app's origin or its storage.
        sandbox="allow-scripts allow-popups allow-forms"
        referrerPolicy="no-referrer"
      />
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('iframe_banner.open_in_tab')}
        </a>
      </p>
    </Modal>
  );
}
