/** The one place contact links are built, so every "contact us" carries the numbers of content/site.yml. */
export interface ContactDetails {
  phone: { e164: string };
  email: string;
  whatsapp: string;
}

/** `tel:` link to the college's phone line. */
export function phoneHref(site: ContactDetails): string {
  return `tel:${site.phone.e164}`;
}

/** `sms:` link with the message written in (RFC 5724's `?body=`): an SMS needs airtime, not a data bundle. */
export function smsHref(site: ContactDetails, body?: string): string {
  return body ? `sms:${site.phone.e164}?body=${encodeURIComponent(body)}` : `sms:${site.phone.e164}`;
}

/** `mailto:` link to the college's e-mail, with an optional subject and body. */
export function emailHref(
  site: ContactDetails,
  { subject, body }: { subject?: string; body?: string } = {},
): string {
  const query = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body)}` : '',
  ].filter(Boolean);
  return query.length > 0 ? `mailto:${site.email}?${query.join('&')}` : `mailto:${site.email}`;
}

/** `https://wa.me/<number>` link to the college's WhatsApp, with an optional prefilled message. */
export function whatsappHref(site: ContactDetails, text?: string): string {
  // wa.me wants the international number as digits only, without the plus.
  const number = site.whatsapp.replace(/^\+/, '');
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
}

/** `https://wa.me/?text=...`: WhatsApp asks the visitor whom to send the text to (a friend, a parent). */
export function whatsappShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
