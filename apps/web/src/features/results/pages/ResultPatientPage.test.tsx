import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import ResultPatientPage from './ResultPatientPage';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const routes = [
  { path: '/appointments/:bookingKey/result/patient', element: <ResultPatientPage /> },
  { path: '/authentication', element: <p>authentication page</p> },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResultPatientPage', () => {
  it.each([
    [['EMAIL', 'SMS'], 'SMS'],
    [['EMAIL'], null],
  ])(
    'asks the access requirements (%j) and passes the link otpType SMS only when offered',
    async (methods, expected) => {
      const fetchMock = vi.fn(async (_url: string) =>
        json({ authenticationType: 'APPOINTMENT_RESULTS', dateOfBirthRequired: true, otpMethods: methods }),
      );
      vi.stubGlobal('fetch', fetchMock);
      const { location } = renderRoutes(
        routes,
        '/appointments/KEY1/result/patient?dateOfBirth=1971-06-15&otpType=SMS',
      );
      await screen.findByText('authentication page');
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/results/KEY1/access_requirements');
      const query = new URLSearchParams(location().search);
      expect(query.get('otpType')).toBe(expected);
      expect(query.get('dateOfBirth')).toBe('1971-06-15');
      expect(query.get('type')).toBe('APPOINTMENT_RESULTS');
    },
  );
});
