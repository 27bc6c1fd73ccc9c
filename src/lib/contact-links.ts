/** The one place contact links are built, so every "contact us" carries the numbers of content/site.yml. */
export interface ContactDetails {
  phone: { e164: string };
  email: string;
  whatsapp: string;
}

/** `address` with the given parameters as its query, each encoded; none given, the address alone. */
export function withQuery(address: string, parameters: Record<string, string | undefined>): string {
  const query = Object.entries(parameters).flatMap(([name, value]) =>
    value ? [`${name}=${encodeURIComponent(value)}`] : [],
  );
  return query.length > 0 ? `${address}?${query.join('&')}` : address;
}

/** `tel:` link to the college's phone line. */
export function phoneHref(site: ContactDetails): string {
  return `tel:${site.phone.e164}`;
}

/** `sms:` link with the message written in (RFC 5724's `?body=`): an SMS needs airtime, not a data bundle. */
export function smsHref(site: ContactDetails, body?: string): string {
  return withQuery(`sms:${site.phone.e164}`, { body });
}

/** `mailto:` link to the college's e-mail, with an optional subject and body. */
export function emailHref(site: ContactDetails, query: { subject?: string; body?: string } = {}): string {
  return withQuery(`mailto:${site.email}`, query);
}

/** `https://wa.me/<number>` link to the college's WhatsApp, with an optional prefilled message. */
export function whatsappHref(site: ContactDetails, text?: string): string {
  // wa.me wants the international number as digits only, without the plus.
  const number = site.whatsapp.replace(/^\+/, '');
  return withQuery(`https://wa.me/${number}`, { text });
}

/** `https://wa.me/?text=...`: WhatsApp asks the visitor whom to send the text to (a friend, a parent). */
export function whatsappShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
