/** What a failed request of the vendor's own said, or an invitation to try again when it said nothing. */
export const reason = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Please try again.';
