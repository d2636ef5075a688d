import type { BodyPart, Clinic, Exam } from '@rb/contracts';

/** A complete exam with sensible defaults; tests override what they are about. */
export function makeExam(overrides: Partial<Exam> & Pick<Exam, 'slug' | 'name'>): Exam {
  return {
    nameWithModality: overrides.name,
    modalityId: 1,
    modalityName: 'MRI',
    priority: 10,
    examCode: overrides.slug.toUpperCase(),
    examNotes: null,
    notes: null,
    showBookingRequestInfoModal: false,
    durationMinutes: 30,
    enquiryOnly: false,
    walkIn: false,
    specialEnquiry: false,
    generalEnquiry: false,
    groupName: null,
    bodyPartSlugs: [],
    preparationNotes: null,
    preparationMinutes: 0,
    minutesPrior: 60,
    ...overrides,
  };
}

export function makeClinic(overrides: Partial<Clinic> & Pick<Clinic, 'id' | 'name'>): Clinic {
  return {
    slug: overrides.name.toLowerCase().replace(/\s+/g, '-'),
    address: '1 Test Street, Testville NSW 2000',
    suburb: 'Testville',
    state: 'NSW',
    postcode: '2000',
    latitude: -33.87,
    longitude: 151.21,
    timeZone: 'Australia/Sydney',
    phone: '02 9000 0000',
    email: null,
    regionSlug: 'sydney',
    regionName: 'Sydney',
    walkInEnabled: false,
    mobile: false,
    openingHours: [],
    distanceKm: null,
    ...overrides,
  };
}

export const bodyParts: BodyPart[] = [
  { id: 1, slug: 'knee', name: 'Knee', figureRegion: 'knee' },
  { id: 2, slug: 'brain', name: 'Brain', figureRegion: 'head' },
  { id: 3, slug: 'sinuses', name: 'Sinuses', figureRegion: 'head' },
  { id: 4, slug: 'chest', name: 'Chest', figureRegion: 'chest' },
];
