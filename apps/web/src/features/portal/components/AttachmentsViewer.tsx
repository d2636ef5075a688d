import type { Attachment } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { ZoomableImage } from './ZoomableImage';

interface AttachmentsViewerProps {
  isOpen: boolean;
  onClose: () => void;
  attachments: Attachment[];
  startIndex: number;
}

/** §2 attachments viewer: a carousel of the files, PDFs shown in place, images zoomable, each downloadable. */
export function AttachmentsViewer({ isOpen, onClose, attachments, startIndex }: AttachmentsViewerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(startIndex);
  const current = attachments[Math.min(index, attachments.length - 1)];
  if (!current) return null;
  // §3 `document`: the server names the file's links; a file without one has nothing to show.
  const view = current.document?.viewUrl;
  const download = current.document?.downloadUrl;
  const count = attachments.length;

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('portal.viewer.title', { name: current.fileName })}
      actions={
        <>
          {download && (
            <a className="button button-secondary" href={download} download={current.fileName}>
              {t('portal.attachments.download')}
            </a>
          )}
          <Button onClick={onClose}>{t('common.close')}</Button>
        </>
      }
    >
      <div className="attachments-viewer">
        {count > 1 && (
          <div className="viewer-nav">
            <Button variant="secondary" onClick={() => setIndex((index - 1 + count) % count)}>
              {t('portal.viewer.previous')}
            </Button>
            <span aria-live="polite">{t('portal.viewer.position', { index: index + 1, count })}</span>
            <Button variant="secondary" onClick={() => setIndex((index + 1) % count)}>
              {t('portal.viewer.next')}
            </Button>
          </div>
        )}
        {!view ? (
          <p>{t('portal.viewer.no_preview')}</p>
        ) : current.contentType === 'application/pdf' ? (
          <iframe className="viewer-pdf" src={view} title={current.fileName} />
        ) : current.contentType.startsWith('image/') ? (
          <ZoomableImage key={current.id} src={view} alt={current.fileName} />
        ) : (
          <p>{t('portal.viewer.no_preview')}</p>
        )}
      </div>
    </Modal>
  );
}
