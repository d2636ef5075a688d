import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import HomePage from './HomePage';

const routes = [{ path: '/', element: <HomePage /> }];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home: one exam or several (procedureTab)', () => {
  it('shows the tabs of the WAI-ARIA pattern, keeps the choice in the address, and moves by arrow keys', async () => {
    vi.stubGlobal('fetch', async () => Response.json([]));
    const { location } = renderRoutes(routes, '/');
    const list = await screen.findByRole('tablist', { name: 'catalog.tab.label' });
    const [single, multiple] = screen.getAllByRole('tab');
    expect(list).toBeTruthy();
    expect(single?.textContent).toBe('catalog.tab.single');
    expect(single?.getAttribute('aria-selected')).toBe('true');
    expect(multiple?.getAttribute('aria-selected')).toBe('false');
    // Only the selected tab is in the tab order; its panel is labelled by it.
    expect(single?.getAttribute('tabindex')).toBe('0');
    expect(multiple?.getAttribute('tabindex')).not.toBe('0');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(single?.id);

    (single as HTMLElement).focus();
    fireEvent.keyDown(single as HTMLElement, { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() => expect(location().search).toBe('?procedureTab=multiple'));
    expect(screen.getAllByRole('tab')[1]?.getAttribute('aria-selected')).toBe('true');
    // The chosen tab takes focus in an effect, after it has drawn.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('tab')[1]));

    fireEvent.click(screen.getAllByRole('tab')[0] as HTMLElement);
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('opens on the tab the address names', async () => {
    vi.stubGlobal('fetch', async () => Response.json([]));
    renderRoutes(routes, '/?procedureTab=multiple');
    await screen.findByRole('tablist');
    expect(screen.getAllByRole('tab')[1]?.getAttribute('aria-selected')).toBe('true');
  });
});
