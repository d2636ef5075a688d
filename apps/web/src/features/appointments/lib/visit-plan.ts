/** Several exams of one visit, back to back on one device: the first starts at the chosen slot. */
export interface PlannedExam {
  slug: string;
  durationMinutes: number;
}

export function totalDuration(exams: PlannedExam[]): number {
  return exams.reduce((sum, exam) => sum + exam.durationMinutes, 0);
}

export function backToBackItems(
  exams: PlannedExam[],
  choice: { clinicId: number; deviceId: number; start: string },
): { examSlug: string; clinicId: number; deviceId: number; start: string }[] {
  let offset = 0;
  return exams.map((exam) => {
    const start = new Date(Date.parse(choice.start) + offset * 60_000).toISOString();
    offset += exam.durationMinutes;
    return { examSlug: exam.slug, clinicId: choice.clinicId, deviceId: choice.deviceId, start };
  });
}
