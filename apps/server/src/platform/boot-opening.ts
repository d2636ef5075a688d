/**
 * The opening of a page, as the web page renders it: its section's classes, then the heading and
 * the intro under it (where the page has one), by text key. The boot shell paints it with the HTML,
 * so the words a visitor reads first are on screen before the app has started; the app's render
 * then puts the same text into a box of the same size, which the browser does not count as a new
 * largest paint (issue 16: on a phone the intro in Macedonian takes three lines, larger than the
 * header image).
 */
export interface BootOpening {
  sectionClass: string;
  headingKey: string;
  introKey?: string;
}

/** By address (without /iframe: the embedded copy has no boot header); kept in step with the pages. */
const openings: { address: RegExp; opening: BootOpening }[] = [
  {
    // catalog/pages/HomePage.tsx
    address: /^\/?$/,
    opening: {
      sectionClass: 'page catalog-page',
      headingKey: 'catalog.home.title',
      introKey: 'catalog.home.intro',
    },
  },
  {
    // portal/pages/PortalHomePage.tsx: its heading over the loader while it asks who is signed in.
    address: /^\/(appointments|a|booking-requests|br)\/?$/,
    opening: { sectionClass: 'page portal-home', headingKey: 'portal_home.title' },
  },
];

export function bootOpening(pathname: string): BootOpening | undefined {
  return openings.find(({ address }) => address.test(pathname))?.opening;
}
