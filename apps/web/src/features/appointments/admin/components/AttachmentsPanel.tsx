import { fillPath } from '@rb/contracts';
import { adminAppointmentNotesEndpoints as endpoints } from '@rb/contracts/appointments/staff-work.admin.routes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Modal } from '../../../../components/Modal';
import { ApiError, serverErrorKey } from '../../../../lib/api-client';
import { useStaffSession } from '../../../identity/staff';
import { ZoomableImage } from '../../../portal';

interface Attachment {
  id: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * An appointment's attachments (issue 14 §2): an image opens in the viewer (§9 zoom), any other file
 * (a PDF referral) is saved. The file is fetched with the staff token: a plain link cannot carry it.
 */
export function AttachmentsPanel({ slug, attachments }: { slug: string; attachments: Attachment[] }) {
  const { t } = useTranslation();
  const session = useStaffSession();
  const [open, setOpen] = useState<{ attachment: Attachment; url: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => () => (open ? URL.revokeObjectURL(open.url) : undefined), [open]);

  async function show(attachment: Attachment) {
    setError(null);
    try {
      const token = await session.accessToken();
      const response = await fetch(
        fillPath(endpoints.viewAppointmentAttachment.path, { slug, attachmentId: String(attachment.id) }),
        { headers: token ? { authorization: `Bearer ${token}` } : {} },
      );
      if (!response.ok) {
        const problem = (await response.json().catch(() => null)) as { message?: unknown } | null;
        const message =
          typeof problem?.message === 'string' ? problem.message : serverErrorKey(response.status);
        throw new ApiError({ status: response.status, title: 'Error', message });
      }
      const url = URL.createObjectURL(await response.blob());
      if (attachment.contentType.startsWith('image/')) {
        setOpen({ attachment, url });
        return;
      }
      const link = document.createElement('a');
      link.href = url;
      link.download = attachment.fileName;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (caught) {
      setError(caught);
    }
  }

  if (attachments.length === 0) return <p>{t('admin.none')}</p>;
  return (
    <>
      <ul>
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            {attachment.fileName} ({Math.ceil(attachment.sizeBytes / 1024)} kB){' '}
            <Button
              variant="secondary"
              aria-label={t(
                attachment.contentType.startsWith('image/')
                  ? 'admin.attachment.view'
                  : 'admin.attachment.save',
                { name: attachment.fileName },
              )}
              onClick={() => show(attachment)}
            >
              {t(
                attachment.contentType.startsWith('image/')
                  ? 'admin.attachment.view_short'
                  : 'admin.attachment.save_short',
              )}
            </Button>
          </li>
        ))}
      </ul>
      <ErrorAlert error={error} />
      {open && (
        <Modal isOpen onClose={() => setOpen(null)} title={open.attachment.fileName}>
          <ZoomableImage src={open.url} alt={open.attachment.fileName} />
        </Modal>
      )}
    </>
  );
}
