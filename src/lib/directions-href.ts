/** Directions in the visitor's map app (Google Maps' URL API): a plain link, no embed or script. */
export const directionsHref = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
