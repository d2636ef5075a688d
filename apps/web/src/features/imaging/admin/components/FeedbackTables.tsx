import type { ReportFeedbackEntry, ReportFeedbackPage } from '@rb/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/date-format';
import { ServerTable, type serverTableFeatures } from '../../../admin';

type Row = ReportFeedbackEntry & { id: number };
type RadiologistRow = ReportFeedbackPage['byRadiologist'][number] & { id: string };
const entry = createColumnHelper<typeof serverTableFeatures, Row>();
const radiologist = createColumnHelper<typeof serverTableFeatures, RadiologistRow>();

/** A mean rating as the reader's locale writes it (two decimals at most), or a dash. */
function useAverage() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (value: number | undefined) => (value === undefined ? '—' : format.format(value));
}

/** Per radiologist over the period: how many answers and the mean of each rating. */
export function RadiologistAverages({ page }: { page: ReportFeedbackPage }) {
  const { t } = useTranslation();
  const average = useAverage();
  const columns = useMemo(
    () =>
      radiologist.columns([
        radiologist.display({
          id: 'radiologist',
          header: () => t('radiologist.feedback.radiologist'),
          cell: (info) => info.row.original.reportedBy?.name ?? t('radiologist.feedback.unattributed'),
        }),
        radiologist.accessor('count', { header: () => t('radiologist.feedback.count') }),
        ...page.questions.map((question) =>
          radiologist.display({
            id: `avg-${question.name}`,
            header: () => question.title,
            cell: (info) => average(info.row.original.averages[question.name]),
          }),
        ),
      ]),
    [t, page.questions, average],
  );
  const items = page.byRadiologist.map((row) => ({ ...row, id: row.reportedBy?.subject ?? '' }));
  return <ServerTable columns={columns} items={items} caption={t('radiologist.feedback.by_radiologist')} />;
}

/** Each referrer's answer on a study: when, on whose report, from whom, the ratings and comments. */
export function FeedbackEntries({ page }: { page: ReportFeedbackPage }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(
    () =>
      entry.columns([
        entry.accessor('givenAt', {
          header: () => t('radiologist.feedback.given_at'),
          cell: (info) => formatDateTime(info.getValue(), i18n.language),
        }),
        entry.display({
          id: 'study',
          header: () => t('radiologist.feedback.study'),
          cell: (info) => {
            const { accessionNumber, examName, clinicName } = info.row.original;
            return [accessionNumber, examName, clinicName].filter(Boolean).join(' · ');
          },
        }),
        entry.display({
          id: 'radiologist',
          header: () => t('radiologist.feedback.radiologist'),
          cell: (info) => info.row.original.reportedBy?.name ?? t('radiologist.feedback.unattributed'),
        }),
        entry.display({
          id: 'referrer',
          header: () => t('radiologist.feedback.referrer'),
          cell: (info) => {
            const { name, contact } = info.row.original.referrer;
            return [name, contact].filter(Boolean).join(', ') || '—';
          },
        }),
        ...page.questions.map((question) =>
          entry.display({
            id: `rating-${question.name}`,
            header: () => question.title,
            cell: (info) => info.row.original.ratings[question.name] ?? '—',
          }),
        ),
        entry.display({
          id: 'comments',
          header: () => t('radiologist.feedback.comments'),
          cell: (info) => info.row.original.comments ?? '—',
        }),
      ]),
    [t, i18n.language, page.questions],
  );
  const items = page.entries.map((row, index) => ({ ...row, id: index }));
  return (
    <ServerTable
      columns={columns}
      items={items}
      caption={t('radiologist.feedback.entries', { count: page.summary.count })}
      empty={t('radiologist.feedback.empty')}
    />
  );
}

/** The mean of each rating over every answer listed. */
export function FeedbackSummary({ page }: { page: ReportFeedbackPage }) {
  const { t } = useTranslation();
  const average = useAverage();
  if (page.summary.count === 0) return null;
  return (
    <dl className="admin-summary">
      {page.questions.map((question) => (
        <div key={question.name}>
          <dt>{t('radiologist.feedback.average_of', { question: question.title })}</dt>
          <dd>{average(page.summary.averages[question.name])}</dd>
        </div>
      ))}
    </dl>
  );
}
