import { BookingJourney } from '../components/BookingJourney';

/** /booking/{examSlug}/{week?}: slots, details and submit; enquiry-only exams get the enquiry form. */
export default function BookingPage() {
  return <BookingJourney advanced={false} />;
}
