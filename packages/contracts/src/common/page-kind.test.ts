import { describe, expect, it } from 'vitest';
import { headerImageName, headerImageSize, headerImageUrl, pageKind } from './page-kind';

const desktop = { isTablet: false };
const tablet = { isTablet: true };

describe('pageKind', () => {
  it.each(['/appointments/abc', '/booking-requests/x', '/unsubscribe/k', '/authentication', '/a/key'])(
    '%s is a confirmation page',
    (path) => expect(pageKind(path).isConfirmation).toBe(true),
  );

  it.each(['/', '/home', '/booking-requests', '/unsubscribe'])('%s is a home-kind page', (path) =>
    expect(pageKind(path).isHome).toBe(true),
  );

  it('reads only the first segment, so a later "appointments" does not make a confirmation page', () => {
    const kind = pageKind('/sydney-clinic/appointments/key');
    expect(kind).toMatchObject({ segment: 'sydney-clinic', isConfirmation: false, isHome: false });
  });

  it('recognises check-in and ignores the embedded /iframe prefix', () => {
    expect(pageKind('/check-in').isCheckIn).toBe(true);
    expect(pageKind('/iframe/check-in').isCheckIn).toBe(true);
    expect(pageKind('/iframe/appointments/k').isConfirmation).toBe(true);
    expect(pageKind('/iframe').isHome).toBe(true);
  });

  it('marks advanced booking wherever the segment appears', () => {
    expect(pageKind('/advanced-booking').isAdvancedBooking).toBe(true);
    expect(pageKind('/clinic/advanced-booking/mri').isAdvancedBooking).toBe(true);
    expect(pageKind('/booking').isAdvancedBooking).toBe(false);
  });

  it('treats other pages as plain pages', () => {
    expect(pageKind('/about')).toEqual({
      segment: 'about',
      isConfirmation: false,
      isHome: false,
      isCheckIn: false,
      isAdvancedBooking: false,
    });
  });
});

describe('headerImageName', () => {
  it('picks confirmation first, then check-in, then tablet, then the default', () => {
    expect(headerImageName(pageKind('/appointments/k'), tablet)).toBe('confirmation_header');
    expect(headerImageName(pageKind('/check-in'), tablet)).toBe('check_in_header');
    expect(headerImageName(pageKind('/about'), tablet)).toBe('header_tablet');
    expect(headerImageName(pageKind('/about'), desktop)).toBe('header');
    expect(headerImageName(pageKind('/'), desktop)).toBe('header');
  });

  it('uses the stored asset unless a confirmation header address is configured', () => {
    expect(headerImageUrl('header', 'https://cdn.example/h.png')).toBe('/api/assets/application/header');
    expect(headerImageUrl('confirmation_header', null)).toBe('/api/assets/application/confirmation_header');
    expect(headerImageUrl('confirmation_header', 'https://cdn.example/h.png')).toBe(
      'https://cdn.example/h.png',
    );
  });
});

describe('headerImageSize', () => {
  it('reserves the box of the size header images are made at, so the page does not jump on load', () => {
    expect(headerImageSize('header')).toEqual({ width: 1200, height: 160 });
    expect(headerImageSize('confirmation_header')).toEqual({ width: 1200, height: 160 });
    expect(headerImageSize('header_tablet')).toEqual({ width: 800, height: 140 });
  });
});
