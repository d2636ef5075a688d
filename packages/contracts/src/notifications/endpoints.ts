import { endpoint } from '../common/endpoint';
import { devOutboxQuery, devOutboxResponse, emailPreview, emailPreviewQuery } from './notifications.schemas';

export const notificationsEndpoints = {
  /** Only outside production: in production the route is not registered and answers 404. */
  devOutbox: endpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'Development mailbox: queued, held and sent emails and SMS, newest first',
    tags: ['notifications'],
    query: devOutboxQuery,
    response: devOutboxResponse,
  }),
  previewTranslatedEmail: endpoint({
    method: 'GET',
    path: '/api/notifications/preview_translated_email',
    summary: 'An email template rendered with sample data in the requested locale',
    tags: ['notifications'],
    query: emailPreviewQuery,
    response: emailPreview,
  }),
};
