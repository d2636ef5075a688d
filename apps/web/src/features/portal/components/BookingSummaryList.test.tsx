import type { PortalBookingSummary } from '@rb/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/support';
import { BookingSummaryList } from './BookingSummaryList';

afterEach(cleanup);

const row = (fields: Partial<PortalBookingSummary>): PortalBookingSummary => ({
  kind: 'APPOINTMENT',
  bookingKey: 'k',
  status: 'BOOKED',
  clinicName: 'North clinic',
  examNames: ['CT brain'],
  at: '2031-01-01T00:00:00.000Z',
  upcoming: true,
  path: '/appointments/k',
  ...fields,
});

describe('portal home booking list', () => {
  it('puts upcoming before past, shows each status and links each row to its portal page', () => {
    const items = [
      row({ bookingKey: 'past1', upcoming: false, status: 'CANCELED', path: '/appointments/past1' }),
      row({ bookingKey: 'next1', path: '/appointments/next1' }),
    ];
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <BookingSummaryList
              titleKey="portal_home.appointments"
              statusPrefix="booking.status."
              items={items}
            />
          ),
        },
      ],
      '/',
    );
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['portal_home.upcoming', 'portal_home.past']);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/appointments/next1', '/appointments/past1']);
    // Test translations have no status texts: the status itself is the fallback.
    const lists = screen.getAllByRole('list');
    expect(within(lists[0] as HTMLElement).getByText('BOOKED')).toBeTruthy();
    expect(within(lists[1] as HTMLElement).getByText('CANCELED')).toBeTruthy();
  });

  it('says so when there is nothing', () => {
    renderRoutes(
      [{ path: '/', element: <BookingSummaryList titleKey="t" statusPrefix="s." items={[]} /> }],
      '/',
    );
    expect(screen.getByText('portal_home.none')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
