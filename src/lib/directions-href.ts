/**
 * A plain link to directions in the visitor's map app (Google Maps' URL API, which Android and
 * iOS hand to the installed app, or open on the web): no embed, no script, nothing loaded here.
 */
export const directionsHref = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
