/** A map search for a venue or address (opened in the guest's maps app on a phone). */
export const mapsUrl = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
