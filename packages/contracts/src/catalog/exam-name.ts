/**
 * §3 Exam nameWithModality: the name a patient reads ("Ultrasound Abdomen", never just "Abdomen",
 * since an X-Ray Abdomen exists too). One definition for every page, email, SMS and calendar text.
 */
export const examNameWithModality = (modalityName: string, name: string): string =>
  `${modalityName} ${name}`.trim();
