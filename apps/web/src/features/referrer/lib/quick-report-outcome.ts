import type { ImageViewerResponse } from '@rb/contracts';

/** What the quick-report page does with a §3 Image viewer response (§4 Image viewer link). */
export type QuickReportOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'viewer'; url: string }
  | { kind: 'not-available' };

export function quickReportOutcome(answer: ImageViewerResponse): QuickReportOutcome {
  if (answer.imageViewerLinkStatus === 'EXPIRED' && answer.redirectUrl)
    return { kind: 'redirect', to: answer.redirectUrl };
  if (answer.preference === 'PACS' && answer.pacsUrl) return { kind: 'redirect', to: answer.pacsUrl };
  if (answer.url) return { kind: 'viewer', url: answer.url };
  return { kind: 'not-available' };
}
