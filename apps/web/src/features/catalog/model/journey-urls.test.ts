import { describe, expect, it } from 'vitest';
import {
  bookingUrl,
  coordinateParam,
  embeddedPrefix,
  examDestination,
  parseExamSlugs,
  SELECT_REGION,
  selectClinicUrl,
} from './journey-urls';

describe('journey URLs', () => {
  it('asks for a region when neither a region nor a location is known', () => {
    expect(selectClinicUrl('', ['mri-knee'], {})).toBe(`/select-clinic/mri-knee?regionSlug=${SELECT_REGION}`);
    expect(selectClinicUrl('', ['mri-knee'], { regionSlug: SELECT_REGION })).toBe(
      `/select-clinic/mri-knee?regionSlug=${SELECT_REGION}`,
    );
  });

  it('keeps a chosen region, a location and kiosk mode', () => {
    expect(selectClinicUrl('', ['a', 'b'], { regionSlug: 'sydney', kioskMode: true })).toBe(
      '/select-clinic/a,b?regionSlug=sydney&kioskMode=true',
    );
    expect(selectClinicUrl('/iframe', ['a'], { lat: -33.8, lng: 151.2 })).toBe(
      '/iframe/select-clinic/a?lat=-33.8&lng=151.2',
    );
  });

  it('builds the slot picker address with the chosen clinic, never with select-region', () => {
    expect(bookingUrl('', ['mri-knee'], { clinicId: 7, regionSlug: 'sydney', lat: -33.8, lng: 151.2 })).toBe(
      '/booking/mri-knee?selectedClinic=7&regionSlug=sydney&lat=-33.8&lng=151.2',
    );
    expect(bookingUrl('', ['x'], { regionSlug: SELECT_REGION })).toBe('/booking/x');
  });

  it('sends enquiry-only exams straight to the booking URL and the rest to the clinic finder', () => {
    expect(examDestination('', [{ slug: 'pet', enquiryOnly: true }], { regionSlug: 'sydney' })).toBe(
      '/booking/pet?regionSlug=sydney',
    );
    expect(
      examDestination(
        '',
        [
          { slug: 'pet', enquiryOnly: true },
          { slug: 'ct', enquiryOnly: false },
        ],
        {},
      ),
    ).toBe(`/select-clinic/pet,ct?regionSlug=${SELECT_REGION}`);
  });

  it('reads comma-separated slugs without blanks or repeats', () => {
    expect(parseExamSlugs('a, b,,a')).toEqual(['a', 'b']);
    expect(parseExamSlugs(undefined)).toEqual([]);
  });

  it('stays under /iframe when embedded', () => {
    expect(embeddedPrefix('/iframe/select-clinic/x')).toBe('/iframe');
    expect(embeddedPrefix('/iframe')).toBe('/iframe');
    expect(embeddedPrefix('/iframes')).toBe('');
    expect(embeddedPrefix('/')).toBe('');
  });

  it('accepts only coordinates in range', () => {
    expect(coordinateParam('-33.5', 90)).toBe(-33.5);
    expect(coordinateParam('95', 90)).toBeNull();
    expect(coordinateParam('abc', 180)).toBeNull();
    expect(coordinateParam('', 180)).toBeNull();
    expect(coordinateParam(null, 180)).toBeNull();
  });
});
