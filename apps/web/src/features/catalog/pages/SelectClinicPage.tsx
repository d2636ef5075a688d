import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { internalHref } from '../../../lib/links';
import { useJourneyStep } from '../../analytics';
import { useExams } from '../api/list-exams';
import { ClinicFinder } from '../components/ClinicFinder';
import { WalkInNotice } from '../components/WalkInNotice';
import { bookingUrl, coordinateParam, embeddedPrefix, parseExamSlugs } from '../model/journey-urls';
import '../catalog.css';

/** §2 /select-clinic/{examSlug}: the clinic finder for one exam or several (comma-separated slugs). */
export default function SelectClinicPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { examSlug } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const exams = useExams();
  const slugs = useMemo(() => parseExamSlugs(examSlug), [examSlug]);
  const chosen = useMemo(
    () => slugs.map((slug) => exams.data?.find((exam) => exam.slug === slug)).filter((e) => e !== undefined),
    [slugs, exams.data],
  );
  const home = internalHref(`${embeddedPrefix(pathname)}/`, params);
  // §9 analytics step 1: choosing the clinic for these exams (their modality once the list is in).
  useJourneyStep(
    '1',
    { examSlugs: slugs, modality: chosen[0]?.modalityName },
    slugs.length > 0 && !exams.isPending,
  );

  if (slugs.length === 0) return <Navigate to={home} replace />;
  // §2 navigateFromClinic: a link from one clinic's page has chosen the clinic already.
  const fromClinic = Number(params.get('selectedClinic'));
  if (params.get('navigateFromClinic') === 'true' && Number.isInteger(fromClinic) && fromClinic > 0) {
    const url = bookingUrl(embeddedPrefix(pathname), slugs, {
      clinicId: fromClinic,
      regionSlug: params.get('regionSlug'),
      lat: coordinateParam(params.get('lat'), 90),
      lng: coordinateParam(params.get('lng'), 180),
      kioskMode: params.get('kioskMode') === 'true',
    });
    return <Navigate to={`${url}${url.includes('?') ? '&' : '?'}navigateFromClinic=true`} replace />;
  }
  const unknown = exams.isSuccess && chosen.length !== slugs.length;
  const walkIns = chosen.filter((exam) => exam.walkIn);

  return (
    <section className="page catalog-page" aria-labelledby={headingId}>
      <p>
        <Link to={home}>{t('catalog.select_clinic.change_exam')}</Link>
      </p>
      <h1 id={headingId}>{t('catalog.select_clinic.title')}</h1>
      {exams.isPending && <Spinner label={t('message.loading')} />}
      {exams.error && <ErrorAlert error={exams.error} />}
      {unknown && (
        <p className="alert alert-error" role="alert">
          {t('catalog.select_clinic.unknown_exam')}
        </p>
      )}
      {exams.isSuccess && !unknown && (
        <>
          <p className="selected-exams">
            {t('catalog.select_clinic.for_exams', {
              exams: chosen.map((exam) => exam.nameWithModality).join(', '),
            })}
          </p>
          {walkIns.length > 0 && <WalkInNotice exams={walkIns} />}
          <ClinicFinder exams={chosen} />
        </>
      )}
    </section>
  );
}
