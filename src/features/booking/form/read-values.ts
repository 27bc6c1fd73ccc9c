import { emptyBookingValues, type BookingFieldName, type BookingValues } from '../booking-values';
import { honeypotName } from './honeypot-field';

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fieldNames = Object.keys(emptyBookingValues) as BookingFieldName[];

/** What the form holds: its controls' own values, whoever typed them and whenever. */
export function readValues(form: HTMLFormElement): { values: BookingValues; honeypot: string } {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = { ...emptyBookingValues };
  for (const field of fieldNames) values[field] = text(field);
  return { values, honeypot: text(honeypotName) };
}
