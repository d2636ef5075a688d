import { useEffect } from 'react';

/**
 * §9 booking step numbers the analytics events carry: 0 exam choice, 1 clinic choice, 2 time choice,
 * 3 details (3.1 a referral uploaded), 4 submitted (4.1 appointment made, 4.2 enquiry made, 4.3
 * refused), 5 confirmation shown, 6 rescheduled, 7 cancelled (decision 0059).
 */
export const analyticsSteps = ['0', '1', '2', '3', '3.1', '4', '4.1', '4.2', '4.3', '5', '6', '7'] as const;
export type AnalyticsStep = (typeof analyticsSteps)[number];

/**
 * What an event may say: the step, and the exams' slugs and modality, never free text or anything
 * of the patient (issue 43). Anything that is not a catalogue slug is dropped here, before any tag.
 */
export interface JourneyEvent {
  step: AnalyticsStep;
  examSlugs: string[];
  modality?: string;
}

interface Sink {
  step: (event: JourneyEvent) => void;
  page: () => void;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const MAX_QUEUED = 20;
let sink: Sink | undefined;
/**
 * Whether the consented tags will take events: unknown until the shell's analytics part has read the
 * choice (a page's first step comes before it, and is kept), then on or off (off drops what was kept).
 */
let accepting: boolean | undefined;
const queue: JourneyEvent[] = [];

export function journeyEvent(
  step: AnalyticsStep,
  details: { examSlugs?: readonly string[]; modality?: string | null } = {},
): JourneyEvent {
  const modality = details.modality?.toLowerCase().trim().replace(/\s+/g, '-');
  return {
    step,
    examSlugs: (details.examSlugs ?? []).filter((slug) => SLUG.test(slug)),
    ...(modality && SLUG.test(modality) ? { modality } : {}),
  };
}

/** Sends a step to the consented tags; kept briefly while they load, dropped without consent. */
export function trackStep(event: JourneyEvent) {
  if (sink) sink.step(event);
  else if (accepting !== false && queue.length < MAX_QUEUED) queue.push(event);
}

/** A route change, sent as a page view (its address without query or keys, tag-loader.ts). */
export function trackPage() {
  sink?.page();
}

/** Analytics.tsx: consent given and tags loading (keep events), or not (drop them). */
export function expectTags(on: boolean) {
  accepting = on;
  if (!on) {
    sink = undefined;
    queue.length = 0;
  }
}

/** The loaded tags take the events, those kept while they loaded first. */
export function connectTags(next: Sink) {
  if (!accepting) return;
  sink = next;
  for (const event of queue.splice(0)) next.step(event);
}

/** Fires a step once when `when` turns true (and again if the step or exams change). */
export function useJourneyStep(
  step: AnalyticsStep,
  details: { examSlugs?: readonly string[]; modality?: string | null },
  when = true,
) {
  const slugs = (details.examSlugs ?? []).join(',');
  const modality = details.modality ?? null;
  useEffect(() => {
    if (when) trackStep(journeyEvent(step, { examSlugs: slugs ? slugs.split(',') : [], modality }));
  }, [step, slugs, modality, when]);
}
