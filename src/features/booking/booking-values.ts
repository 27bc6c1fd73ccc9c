/** The form's fields as typed or chosen; a type alias: it fits the SDK's Record<string, unknown> params. */
export type BookingValues = {
  name: string;
  email: string;
  phone: string;
  /** The campus to visit, by its id in content/site.yml (the e-mail names it in English: toBookingParams, outbox/outbox.ts). */
  campus: string;
  date: string;
  time: string;
  interest: string;
  message: string;
};

/** A field's name (the component that renders one is BookingField). */
export type BookingFieldName = keyof BookingValues;

export const emptyBookingValues: BookingValues = {
  name: '',
  email: '',
  phone: '',
  campus: '',
  date: '',
  time: '',
  interest: '',
  message: '',
};

// Generous for real names, numbers and notes; short enough that a paste of junk is cut off.
export const maxLengths = { name: 100, email: 254, phone: 20, message: 1000 } as const;
