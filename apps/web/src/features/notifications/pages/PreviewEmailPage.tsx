import { type EmailTemplate, emailTemplates } from '@rb/contracts';
import { notificationsEndpoints } from '@rb/contracts/notifications/routes';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { call } from '../../../lib/api-client';
import { textOnly } from '../../../lib/sanitize';

/**
 * The email's HTML made safe for the frame. Inline styles stay (an email is styled inline and the
 * frame is sandboxed); scripts, handlers and forms go. Fails closed to text where the purifier is
 * not working.
 */
function sanitizeEmail(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'input', 'button', 'iframe', 'object', 'embed'],
  });
  return /<script|\son\w+=/i.test(clean) ? textOnly(html) : clean;
}

/**
 * §2 Email preview page (outside the shell): the translated email of `template` in `lang`. The HTML
 * is sanitised and shown in a sandboxed frame where nothing can run.
 */
export default function PreviewEmailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const template = search.get('template') ?? '';
  const valid = (emailTemplates as readonly string[]).includes(template);
  const preview = useQuery({
    queryKey: ['preview-email', template, search.get('lang'), search.get('referenceId')],
    queryFn: () =>
      call(notificationsEndpoints.previewTranslatedEmail, {
        query: {
          template: template as EmailTemplate,
          lang: search.get('lang') ?? undefined,
          referenceId: search.get('referenceId') ?? undefined,
        },
      }),
    enabled: valid,
    retry: false,
  });

  return (
    <main className="preview-email-page">
      <h1>{preview.data?.subject ?? t('page.preview_email.title')}</h1>
      {valid && preview.isPending && <Spinner label={t('preview.loading')} />}
      {(!valid || preview.isError) && <p role="alert">{t('preview.error')}</p>}
      {preview.data && (
        <iframe
          title={t('preview.frame_title')}
          sandbox=""
          srcDoc={sanitizeEmail(preview.data.html)}
          style={{ width: '100%', minHeight: '80vh', border: 0 }}
        />
      )}
    </main>
  );
}
