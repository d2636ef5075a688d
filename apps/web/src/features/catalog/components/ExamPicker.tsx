import type { BodyPart, Exam } from '@rb/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { useRenderedInSteps } from '../../../lib/rendered-in-steps';
import { examGroups, filterExams, regionsWithExams } from '../model/exam-filter';
import { BodyFigure } from './BodyFigure';
import { ExamInfoButton } from './ExamInfoButton';
import { ExamOptionText } from './ExamOption';
import { ExamSearch } from './ExamSearch';
import { GroupList } from './GroupList';

export type ProcedureTab = 'single' | 'multiple';

/** Exam rows built per task on the first render of the list: a phone screen's worth and a little more. */
const ROWS_PER_STEP = 10;

interface ExamPickerProps {
  mode: ProcedureTab;
  exams: readonly Exam[];
  bodyParts: readonly BodyPart[];
  groupName: string | null;
  onGroupChange: (group: string | null) => void;
  /** One exam in single mode, every ticked exam in multiple mode. */
  onChoose: (exams: Exam[]) => void;
}

/** Search, groups and the body figure narrowing one list of exams, chosen one at a time or several. */
export function ExamPicker({ mode, exams, bodyParts, groupName, onGroupChange, onChoose }: ExamPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [search, setSearch] = useState('');
  const [figureRegion, setFigureRegion] = useState<string | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [showTickHint, setShowTickHint] = useState(false);

  const groups = useMemo(() => examGroups(exams), [exams]);
  const activeRegions = useMemo(() => regionsWithExams(exams, bodyParts), [exams, bodyParts]);
  const visible = useMemo(
    () => filterExams(exams, { search, groupName, figureRegion }, bodyParts),
    [exams, search, groupName, figureRegion, bodyParts],
  );
  const filtered = search !== '' || groupName !== null || figureRegion !== null;
  const rows = visible.slice(0, useRenderedInSteps(visible.length, ROWS_PER_STEP));

  const toggleTick = (slug: string) =>
    setTicked((current) => (current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug]));

  function continueWithTicked() {
    const chosen = ticked
      .map((slug) => exams.find((exam) => exam.slug === slug))
      .filter((e) => e !== undefined);
    if (chosen.length === 0) {
      setShowTickHint(true);
      return;
    }
    onChoose(chosen);
  }

  return (
    <div className="exam-picker">
      <BodyFigure
        bodyParts={bodyParts}
        activeRegions={activeRegions}
        selectedRegion={figureRegion}
        onSelect={setFigureRegion}
      />
      <div className="exam-picker-main">
        <ExamSearch value={search} onChange={setSearch} />
        <GroupList groups={groups} selected={groupName} onSelect={onGroupChange} />
        <p className="exam-count" aria-live="polite">
          {t('catalog.results.count', { count: visible.length })}
          {filtered && (
            <>
              {' '}
              <Button
                variant="link"
                onClick={() => {
                  setSearch('');
                  setFigureRegion(null);
                  onGroupChange(null);
                }}
              >
                {t('catalog.filters.clear')}
              </Button>
            </>
          )}
        </p>
        {visible.length === 0 && <p className="muted">{t('catalog.results.none')}</p>}
        {mode === 'single' ? (
          <ul className="exam-list" aria-label={t('catalog.results.label')}>
            {rows.map((exam) => (
              <li key={exam.slug} className="exam-list-item">
                <button type="button" className="exam-option" onClick={() => onChoose([exam])}>
                  <ExamOptionText exam={exam} />
                </button>
                <ExamInfoButton exam={exam} />
              </li>
            ))}
          </ul>
        ) : (
          <fieldset className="exam-list exam-list-multiple">
            <legend>{t('catalog.multiple.hint')}</legend>
            <ul id={listId}>
              {rows.map((exam) => (
                <li key={exam.slug} className="exam-list-item">
                  <label className="exam-option exam-option-check">
                    <input
                      type="checkbox"
                      checked={ticked.includes(exam.slug)}
                      onChange={() => {
                        setShowTickHint(false);
                        toggleTick(exam.slug);
                      }}
                    />
                    <ExamOptionText exam={exam} />
                  </label>
                  <ExamInfoButton exam={exam} />
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {mode === 'multiple' && (
          <div className="exam-picker-actions">
            {showTickHint && (
              <p className="alert alert-error" role="alert">
                {t('catalog.multiple.none_selected')}
              </p>
            )}
            <Button onClick={continueWithTicked}>
              {t('catalog.multiple.continue', { count: ticked.length })}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
