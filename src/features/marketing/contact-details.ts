/** Our published contact details, shared by the About, Contact, Support and legal pages. Generic on purpose. */
export const CONTACT = {
  email: 'hello@weddingplanner.app',
  privacyEmail: 'privacy@weddingplanner.app',
  legalEmail: 'legal@weddingplanner.app',
  phone: '+1 (555) 010-0199',
  phoneHref: 'tel:+15550100199',
  address: ['Wedding Planner', '100 Example Street, Suite 200', 'Anytown, CA 90000', 'United States'],
} as const;

/** Office hours, exactly as the spec words them. */
export const OFFICE_HOURS = [
  { days: 'Mon-Fri', hours: '9:00 AM-6:00 PM' },
  { days: 'Sat', hours: '10:00 AM-4:00 PM' },
  { days: 'Sun', hours: 'Closed' },
] as const;
