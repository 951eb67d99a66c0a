/**
 * A name as the RSVP name search compares it: lower case, accents folded, hyphens as spaces, apostrophes and dots
 * dropped, spaces collapsed — "  José-María O'Neil " and "jose maria oneil" are the same name. The cloud does the
 * same in SQL (`private.norm_name`, supabase/migrations/…_guests.sql), so both modes find the same households.
 */
export function normName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/-/g, ' ')
    .replace(/['’.]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
