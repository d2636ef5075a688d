import type { Exam } from '@rb/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Tab, TabList, TabPanel, Tabs } from 'react-tabs';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { isKioskMode } from '../../../lib/links';
import { useJourneyStep } from '../../analytics';
import { useBodyParts } from '../api/list-body-parts';
import { useExams } from '../api/list-exams';
import { ExamPicker, type ProcedureTab } from '../components/ExamPicker';
import { embeddedPrefix, examDestination } from '../model/journey-urls';
import '../catalog.css';

const TABS: ProcedureTab[] = ['single', 'multiple'];

/** §2 home: choose one exam or several (procedureTab), by search, group or body figure. */
export default function HomePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const exams = useExams();
  const bodyParts = useBodyParts();
  // §9 analytics step 0: choosing the exam.
  useJourneyStep('0', {});

  const tab: ProcedureTab = params.get('procedureTab') === 'multiple' ? 'multiple' : 'single';
  const groupName = params.get('groupName') || null;

  /** Tabs and groups live in the address so back and reload keep them (§2). */
  function setParam(name: string, value: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }

  function choose(chosen: Exam[]) {
    navigate(
      examDestination(embeddedPrefix(pathname), chosen, {
        regionSlug: params.get('regionSlug'),
        kioskMode: isKioskMode(params),
      }),
    );
  }

  const error = exams.error ?? bodyParts.error;
  return (
    // The server paints this section's heading and intro into the HTML in the same elements, classes
    // and texts (server platform/boot-opening.ts): change them together.
    <section className="page catalog-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('catalog.home.title')}</h1>
      <p className="muted">{t('catalog.home.intro')}</p>
      {error && <ErrorAlert error={error} />}
      {(exams.isPending || bodyParts.isPending) && !error && <Spinner label={t('message.loading')} />}
      {exams.isSuccess && bodyParts.isSuccess && (
        // react-tabs, not React Aria's: the WAI-ARIA tabs pattern at a tenth of the size on the page
        // every visitor opens first (issue 16).
        <Tabs
          selectedIndex={TABS.indexOf(tab)}
          onSelect={(index) => setParam('procedureTab', TABS[index] === 'multiple' ? 'multiple' : null)}
          selectedTabClassName="procedure-tab-selected"
        >
          <TabList className="procedure-tabs" aria-label={t('catalog.tab.label')}>
            {TABS.map((id) => (
              <Tab key={id} className="procedure-tab">
                {t(`catalog.tab.${id}`)}
              </Tab>
            ))}
          </TabList>
          {TABS.map((id) => (
            // react-tabs leaves the other panel empty but in the page: hidden keeps it from assistive tech.
            <TabPanel key={id} className="procedure-panel" hidden={id !== tab}>
              <ExamPicker
                mode={id}
                exams={exams.data}
                bodyParts={bodyParts.data}
                groupName={groupName}
                onGroupChange={(group) => setParam('groupName', group)}
                onChoose={choose}
              />
            </TabPanel>
          ))}
        </Tabs>
      )}
    </section>
  );
}
