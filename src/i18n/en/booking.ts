/** The words of booking, in English (Kiswahili: ../sw/booking.ts, the same keys). */
import type { InterestOption } from '../../content/booking-options.ts';
import { inFigures } from '../../lib/wording.ts';

export const words = {
  booking: {
    title: 'Book an Appointment',
    lead: (towns: string) =>
      `Meet one of our academic advisors at the ${towns} campus to talk about courses, schedules and fees. Choose a time and we will confirm it with you.`,
    whatsappGreeting: (college: string) => `Hello ${college}, I would like to talk to an academic advisor.`,
    chatAdvisor: 'Chat with an advisor',
    closedHolidays: 'Closed on public holidays.',
    formLabel: 'Appointment request',
    name: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    campus: 'Campus to visit',
    date: 'Preferred date',
    dateHelper: 'Nairobi time. We are closed on public holidays.',
    time: 'Preferred time',
    selectTime: 'Select a time',
    interest: 'Area of interest',
    selectInterest: 'Select an area of interest',
    message: 'Message',
    optional: 'Optional.',
    honeypot: 'Leave this field empty',
    noScript: 'Sending this form needs JavaScript, which is off in this browser. To book, please',
    pendingLoad: 'Your request will be sent as soon as this page has finished loading.',
    sendingButton: 'Sending…',
    sending: 'Sending your booking…',
    savedOffline: 'Your booking is saved on this device and will be sent as soon as it can be.',
    sentStatus: 'Your appointment request has been sent.',
    notSentStatus: 'Your booking could not be sent.',
    unsentNoOutbox:
      'Your booking could not be sent, and this browser cannot keep it to send later. Check your connection and try again, or',
    withDetails: 'with your details.',
    noOutbox:
      'This browser cannot keep your booking on the device while you are offline, so please send it while you are online.',
    couldNotLoad:
      'This page could not finish loading, so your request has not been sent. Everything you typed is still here.',
    ifLoads: 'If the page does finish loading, your request will be sent from here.',
    sendYourself: 'You can send it to us yourself instead:',
    call: (phone: string) => `Call ${phone}`,
    emailRequest: (email: string) => `E-mail your request to ${email}`,
    whatsappRequest: 'Send your request on WhatsApp',
    notStarted:
      'Your request has not been sent: this page has not finished loading (or JavaScript is off in this browser), so it cannot send it yet. Everything you typed is still here.',
    pressAgain: 'Press Book Appointment again in a moment, or book with us directly:',
    visit: (campus: string | undefined, date: string, time: string) =>
      `Your visit${campus ? ` to ${campus}` : ''}: ${date} at ${time}, to be confirmed.`,
    reference: 'Your booking reference:',
    sentTitle: 'Thank you! Your appointment request has been sent.',
    sentLate:
      'Your preferred date had passed by the time it was sent, so we will call you to agree a new date.',
    sentText: 'Our team will contact you within 24 hours to confirm your appointment.',
    another: 'Book Another Appointment',
    queuedTitle: 'Your booking is waiting to be sent',
    queuedText:
      'Saved on this device. It will be sent automatically as soon as it can be, and the notice at the foot of the screen lets you send it now by SMS or WhatsApp.',
    queuedSync: 'You can keep browsing or close this page; keep this reference in case you need to call us.',
    queuedNoSync:
      'You can keep browsing; if you close this page first, it will be sent the next time you open this site. Keep this reference in case you need to call us.',
    refusedTitle: 'We could not send your booking',
    refusedText: 'Sorry, your appointment request could not be delivered. Please',
    quoteReference: 'and quote your booking reference.',
    backToForm: 'Back to the form',
    close: 'Close',
    addToCalendar: 'Add to calendar',
    /** `{}`: the campus's name (WordsWith). */
    directions: 'Get directions to {}',
    opensMap: ' (opens a map)',
  },
  /**
   * A booking handed over by e-mail or WhatsApp when the site cannot send it (the e-mail's subject
   * is the title): what staff read, each field labelled.
   */
  summary: {
    title: 'Appointment request',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    campus: 'Campus',
    date: 'Preferred date',
    time: 'Preferred time',
    interest: 'Area of interest',
    message: 'Message',
  },
  /**
   * A waiting booking handed over by the visitor: by SMS (airtime, no data bundle), WhatsApp or a
   * call. The SMS is written with the summary's labels and this one for the date and time.
   */
  handover: {
    visit: 'Visit',
    sms: 'Send it by SMS',
    whatsapp: 'Send it on WhatsApp',
  },
  contactLinks: {
    call: 'call',
    email: 'e-mail',
    orSend: 'or message us',
    whatsapp: 'on WhatsApp',
  },
  errors: {
    name: 'Enter your full name.',
    emailInvalid: 'Enter a valid email address, like name@example.com.',
    email: 'Enter your email address.',
    phone: (example: string) => `Enter your phone number, ${example}.`,
    campus: 'Choose the campus you will visit.',
    pastDate: 'Choose today or a later date.',
    dateInvalid: 'Enter a valid date.',
    date: 'Choose a preferred date.',
    time: 'Choose a preferred time.',
    interest: 'Choose an area of interest.',
    message: (max: number) => `Keep the message under ${inFigures(max)} characters.`,
    phoneExample: 'e.g. 0712 345 678',
    phoneFigures: (example: string) =>
      `Use figures only (spaces, dashes, brackets and a + at the start are fine), ${example}.`,
    phoneFull: (example: string) =>
      `Enter a full phone number, ${example}, or one from abroad with its + code.`,
  },
  hours: {
    closedOn: (dayMonth: string, closure: string, campus: string | undefined) =>
      `${dayMonth} is ${closure}: ${campus ? `${campus} is` : 'we are'} closed`,
    closedWeekday: (weekday: string, campus: string | undefined) =>
      `${campus ? `${campus} is` : 'We are'} closed on ${weekday}s`,
    openFrom: (weekday: string, opens: string, closes: string, campus: string | undefined) =>
      `On ${weekday}s ${campus ? `${campus} is` : 'we are'} open ${opens} to ${closes}`,
    chooseAnotherTime: (hours: string) => `${hours}: choose another time.`,
    pastTime: 'That time has already passed today: choose a later time or another day.',
  },
  outbox: {
    queued: (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'} waiting to be sent.`,
    /** Said in place of `queued` once the outbox knows why they wait (its WaitReason). */
    whyWaiting: {
      'no-connection': (count: number) =>
        count === 1
          ? '1 booking waiting to be sent: there is no connection. It will go by itself once you are connected again, or send it now by SMS, which needs no data bundle.'
          : `${count} bookings waiting to be sent: there is no connection. They will go by themselves once you are connected again, or send them now by SMS, which needs no data bundle.`,
      'service-unreachable': (count: number) =>
        `${count} ${count === 1 ? 'booking' : 'bookings'} waiting to be sent: the booking service cannot be reached just now. We keep trying, and you can send ${count === 1 ? 'it' : 'them'} to us yourself.`,
      'service-misconfigured': (count: number) =>
        `${count} ${count === 1 ? 'booking' : 'bookings'} not sent: this site cannot reach the booking service. Please send ${count === 1 ? 'it' : 'them'} to us yourself.`,
    },
    /** A waiting booking's group of hand-over links. */
    waitingLabel: (reference: string) => `Booking ${reference} waiting`,
    /** How the notices write a visit's date (Intl). */
    dateLocale: 'en-GB',
    visitText: (date: string | undefined, campus: string | undefined) =>
      `${date ? ` for ${date}` : ''}${campus ? ` at ${campus}` : ''}`,
    sent: (reference: string, visit: string | undefined) =>
      `Your waiting booking ${reference} has been sent${visit === undefined ? '.' : `: a visit${visit}.`}`,
    sentLate: 'Its preferred date had passed by then, so the college will call you to agree a new date.',
    /** Several sent, in one notice: their references, as a list ("KCC-1, KCC-2 and KCC-3"). */
    sentSeveral: (references: string) => `Your waiting bookings ${references} have been sent.`,
    sentSeveralLate: (references: string, count: number) =>
      count === 1
        ? `The preferred date of ${references} had passed by then, so the college will call you to agree a new date.`
        : `The preferred dates of ${references} had passed by then, so the college will call you to agree new dates.`,
    sentText: 'We will contact you within 24 hours.',
    refused: (reference: string, visit: string) =>
      `Your booking ${reference}${visit} could not be delivered. Please`,
    notSentLabel: (reference: string) => `Booking ${reference} not sent`,
    quote: 'and quote the reference.',
    remove: 'Remove from this device',
    dismiss: 'Dismiss',
    /** Hides the notice of waiting bookings until one joins or leaves them; its button's name. */
    hide: 'Hide',
    hideWaitingLabel: 'Hide the notice of waiting bookings',
  },
  calendar: {
    summary: (college: string, interest: string) => `${college}: advisor appointment (${interest})`,
    description: (reference: string, phone: string) =>
      `Booking reference ${reference}. The college will call to confirm. To change or cancel, call ${phone}.`,
  },
  interests: {
    'Web Development': 'Web Development',
    'Graphic Design': 'Graphic Design',
    'Digital Marketing': 'Digital Marketing',
    Cybersecurity: 'Cybersecurity',
    'Software Development': 'Software Development',
    'Data Science': 'Data Science',
    Networking: 'Networking',
    'Office Applications': 'Office Applications',
    'Video Editing': 'Video Editing',
    AutoCAD: 'AutoCAD',
    'Corporate Training': 'Corporate Training',
    Other: 'Other',
  } satisfies Record<InterestOption, string> as Record<InterestOption, string>,
};

export type BookingWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    booking: BookingWords;
  }
}
