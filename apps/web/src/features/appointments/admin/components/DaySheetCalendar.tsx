import type { DaySheet, DaySheetAppointment } from '@rb/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { daySheetEvents, daySheetHours } from '../lib/day-sheet-events';

type CalendarModule = typeof import('@event-calendar/core');

interface Props {
  /** Names the grid for screen readers (the clinic and day). */
  title: string;
  sheet: DaySheet;
  label: (appointment: DaySheetAppointment) => string;
  /** The address of an appointment's page. */
  linkTo: (slug: string) => string;
}

/**
 * The day as a resource time grid, one column per device. The calendar is Svelte-compiled vanilla
 * JavaScript: it is imported here (its own lazy chunk) and mounted into a div the effect owns; React
 * never renders inside it. Each appointment's text is a link to its page (the calendar's own
 * clickable events are articles given the button role, with the title as an h4: axe's
 * aria-allowed-role and heading-order); the page's list is a second path.
 */
export function DaySheetCalendar({ title, sheet, label, linkTo }: Props) {
  const { i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const link = useRef({ linkTo, navigate });
  link.current = { linkTo, navigate };

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
          eventContent: ({ event, timeText }) => {
            const slug = event.extendedProps.slug;
            if (typeof slug !== 'string') return { domNodes: [] };
            const text = `${plain(timeText)} ${plain(event.title)}`;
            return { domNodes: [eventLink(link.current.linkTo(slug), text, link)] };
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

/**
 * The event's content: a link with its time and text, opened by the router on a plain click (a
 * modified click opens a new tab as any link does).
 */
function eventLink(
  href: string,
  text: string,
  link: { current: { navigate: (to: string) => void } },
): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.className = 'day-sheet-event-link';
  anchor.href = href;
  anchor.textContent = text;
  anchor.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    link.current.navigate(href);
  });
  return anchor;
}

/** Our titles and the time are plain strings (the calendar's Content type also allows html or nodes). */
const plain = (content: unknown) => (typeof content === 'string' ? content : '');

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
