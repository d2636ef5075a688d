import { BookingJourney } from '../components/BookingJourney';

/** /advanced-booking/{examSlug}/{week?}: the booking journey for referrers and staff, with filters. */
export default function AdvancedBookingExamPage() {
  return <BookingJourney advanced />;
}
