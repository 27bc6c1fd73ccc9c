import type { BookingValues } from './booking-values';

/**
 * A booking written out as plain text, for a visitor to hand over by e-mail or WhatsApp when the
 * site cannot send it (the app did not start, or EmailJS refused it): staff read the same fields
 * the e-mail template would have carried. No imports beyond types: the entry script uses it too.
 */
export function bookingSummaryText(values: BookingValues, reference?: string): string {
  const lines = [
    reference ? `Appointment request ${reference}` : 'Appointment request',
    `Name: ${values.name.trim()}`,
    `Phone: ${values.phone.trim()}`,
    `E-mail: ${values.email.trim()}`,
    // Blank when none is chosen yet (the entry script reads the fields as they are, unchecked).
    `Campus: ${values.campus ?? ''}`,
    `Preferred date: ${values.date}`,
    `Preferred time: ${values.time}`,
    `Area of interest: ${values.interest}`,
  ];
  const message = values.message.trim();
  if (message) lines.push(`Message: ${message}`);
  return lines.join('\n');
}
