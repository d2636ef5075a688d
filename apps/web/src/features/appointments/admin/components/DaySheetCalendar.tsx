import type { DaySheet, DaySheetAppointment } from '@rb/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { daySheetEvents, daySheetHours } from '../lib/day-sheet-events';

type CalendarModule = typeof import('@event-calendar/core');

interface Props {
  /** Names the grid for screen readers (the clinic and day). */
  title: string;
  sheet: DaySheet;
  label: (appointment: DaySheetAppointment) => string;
  onOpen: (slug: string) => void;
}

/**
 * The day as a resource time grid, one column per device. The calendar is Svelte-compiled vanilla
 * JavaScript: it is imported here (its own lazy chunk) and mounted into a div the effect owns; React
 * never renders inside it. Events are buttons (Enter opens them); the page's list is a second path.
 */
export function DaySheetCalendar({ title, sheet, label, onOpen }: Props) {
  const { i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const open = useRef(onOpen);
  open.current = onOpen;

  useEffect(() => {
    let cancelled = false;
    let calendar: ReturnType<CalendarModule['createCalendar']> | null = null;
    let library: CalendarModule | null = null;
    const observer = host.current ? stripPartialTableRoles(host.current) : null;
    Promise.all([import('@event-calendar/core'), import('@event-calendar/core/index.css')]).then(
      ([module]) => {
        if (cancelled || !host.current) return;
        library = module;
        calendar = module.createCalendar(host.current, [module.ResourceTimeGrid], {
          view: 'resourceTimeGridDay',
          date: sheet.date,
          locale: i18n.language,
          headerToolbar: { start: '', center: '', end: '' },
          height: 'auto',
          allDaySlot: false,
          slotDuration: '00:15',
          ...daySheetHours(sheet),
          resources: sheet.devices.map((device) => ({
            id: device.id,
            title: `${device.name} (${device.modalityName})`,
          })),
          events: daySheetEvents(sheet, label),
          eventClick: (info) => {
            const slug = info.event.extendedProps.slug;
            if (typeof slug === 'string') open.current(slug);
          },
        });
        host.current.dataset.ready = 'true';
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      if (calendar && library) library.destroyCalendar(calendar);
    };
  }, [sheet, label, i18n.language]);

  return (
    <section className="day-sheet-calendar" aria-label={title}>
      <div ref={host} data-testid="day-sheet-calendar" />
    </section>
  );
}

const tableRoles = ['table', 'grid', 'rowgroup', 'row', 'columnheader', 'rowheader', 'cell', 'gridcell'];
const tableAttributes = ['aria-colindex', 'aria-rowindex', 'aria-colcount', 'aria-rowcount'];

/**
 * The calendar marks its grid as an ARIA table but nests cells outside rows, which screen readers
 * cannot follow (axe: aria-required-children). Its grid roles are removed as it renders them; the
 * events stay buttons, and the page's appointment table is the tabular view of the day.
 */
function stripPartialTableRoles(root: HTMLElement): MutationObserver {
  const strip = () => {
    for (const element of root.querySelectorAll<HTMLElement>('[role]')) {
      if (tableRoles.includes(element.getAttribute('role') ?? '')) element.removeAttribute('role');
    }
    for (const name of tableAttributes) {
      for (const element of root.querySelectorAll(`[${name}]`)) element.removeAttribute(name);
    }
  };
  const observer = new MutationObserver(strip);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role', ...tableAttributes],
  });
  return observer;
}
