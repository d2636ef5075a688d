import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/support';
import DenyPage from './DenyPage';

const routes = [
  { path: '/deny', element: <DenyPage /> },
  { path: '/appointments/:key', element: <p>back at the appointment</p> },
];

afterEach(cleanup);

describe('DenyPage', () => {
  it('shows the state of the query and no close button by default', async () => {
    renderRoutes(routes, '/deny?status=ON_HOLD');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'deny.waiting_protocol.title',
    );
    expect(screen.getByText('Your referral is being reviewed.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('falls back to the generic text for a custom message key it does not know', async () => {
    renderRoutes(routes, '/deny?customMessage=message.no_such_key');
    expect(await screen.findByText('deny.generic.text')).toBeTruthy();
  });

  it('closes back to the same-origin redirect address', async () => {
    const { location } = renderRoutes(routes, '/deny?showClose=true&redirectUrl=/appointments/k1');
    fireEvent.click(await screen.findByRole('button', { name: 'common.close' }));
    expect(await screen.findByText('back at the appointment')).toBeTruthy();
    expect(location().pathname).toBe('/appointments/k1');
  });
});
