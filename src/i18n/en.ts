/**
 * The interface's words in English: every label, heading, button, hint, message and notice the
 * components write themselves (what the staff write is in content/). Kiswahili is sw.ts, the same
 * keys; a build imports its language's file as `#ui-strings` (vite.config.ts), so a page loads
 * only the words of its own language.
 */
import type { InterestOption } from '../content/booking-options';
import {
  clockLabel,
  dateLabel,
  dayMonthLabel,
  longDateLabel,
  months,
  type Weekday,
} from '../content/college-time';
import type { CourseLevel } from '../content/course-levels';
import { capitalised, countInWords, plural } from '../lib/wording';

export const strings = {
  language: {
    /** The language link's words, in the language it leads to (see sw.ts for the other way). */
    switchTo: 'Kiswahili',
    switchToLabel: 'Soma ukurasa huu kwa Kiswahili',
    /** The offer to a browser set to the other language (never a redirect). */
    offer: 'Ukurasa huu unapatikana kwa Kiswahili.',
    offerLink: 'Soma kwa Kiswahili',
    offerDismiss: 'Close',
    offerDismissLabel: 'Close this offer',
  },
  shell: {
    skipLink: 'Skip to main content',
    brandLine: 'of Computer Studies',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNav: 'Main',
    socialMedia: 'Social media',
    campuses: 'Our campuses',
    directionsTo: (campus: string) => `Directions to ${campus}`,
    contact: 'Contact us',
    phone: 'Phone',
    email: 'E-mail',
    whatsappLabel: 'WhatsApp',
    whatsappGreeting: (college: string) => `Hello ${college}, I have a question about your courses.`,
    chat: 'Chat with us',
    chatHint: ' on WhatsApp (opens in a new tab)',
    officeHours: 'Office hours',
    explore: 'Explore',
    rights: (college: string) => `© ${college}. All rights reserved.`,
    quickLinks: {
      courses: 'Courses and fees',
      about: 'About us',
      faqs: 'FAQs',
      community: 'Community and events',
      corporate: 'Corporate training',
      booking: 'Book an appointment',
    },
  },
  nav: {
    home: 'Home',
    courses: 'Courses',
    about: 'About',
    aboutUs: 'About Us',
    faqs: 'FAQs',
    community: 'Community',
    partners: 'Partners',
    womenInTech: 'Women & Tech',
    alumni: 'Alumni',
    corporate: 'Corporate',
    corporateCourses: 'Corporate Courses',
    corporateSolutions: 'Corporate Solutions',
    corporateTraining: 'Corporate Training',
    hireGraduates: 'Hire Our Graduates',
    bookAppointment: 'Book Appointment',
  },
  /** Dates and times as this language writes them (figures from the content, never translated). */
  when: {
    clock: (time: string) => clockLabel(time),
    dayMonth: (date: string) => dayMonthLabel(date),
    date: (date: string) => dateLabel(date),
    longDate: (date: string) => longDateLabel(date),
    weekday: (day: Weekday) => day as string,
    months: months as readonly string[],
    /** "Monday to Friday", or "Monday, Wednesday and Thursday". */
    and: 'and',
    or: 'or',
    to: 'to',
  },
  /** A course's level as the courses page shows it (the data keeps the English name). */
  levels: {
    Beginner: 'Beginner',
    'Beginner to Intermediate': 'Beginner to Intermediate',
    'Beginner to Advanced': 'Beginner to Advanced',
    Intermediate: 'Intermediate',
    'Intermediate to Advanced': 'Intermediate to Advanced',
    Advanced: 'Advanced',
    'All Levels': 'All Levels',
  } satisfies Record<CourseLevel, string> as Record<CourseLevel, string>,
  /** The booking form's areas of interest as shown (the e-mail always carries the English). */
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
  shareCard: {
    instalments: 'M-Pesa instalments',
  },
  events: {
    register: 'Register',
    registerFor: (title: string) => ` for ${title}`,
    registerMessage: (title: string, date: string) => `I would like to register for ${title} on ${date}.`,
  },
  cta: {
    title: 'Ready to start your tech career?',
    text: (towns: string) =>
      `Book a free appointment with an academic advisor at our ${towns} campus. We will help you choose a course and plan your fees.`,
    orCall: 'or call',
  },
  home: {
    browse: 'Browse courses',
    whyEyebrow: 'Why Kilele',
    whyTitle: 'Why choose us',
    whyLead: 'A college built around one goal: skills you can use at work the day you finish.',
    popularEyebrow: 'Most chosen',
    popularTitle: 'Popular courses',
    popularLead: 'The courses our students choose most, each taught hands-on in our computer labs.',
    seeAll: (count: number) => `See all ${countInWords(count)} ${plural(count, 'course')} and fees`,
    storiesEyebrow: 'Student stories',
    storiesTitle: 'What our students say',
  },
  about: {
    eyebrow: 'About us',
    vision: 'Our vision',
    mission: 'Our mission',
    objectives: 'Our objectives',
    inNumbers: (college: string) => `${college} in numbers`,
    team: 'Meet our team',
    teamLead:
      'Instructors who work in the industries they teach, and advisors who support you from enrolment to your first job.',
  },
  community: {
    partners: 'Our partners',
    partnersLead:
      'Employers and organisations that open their doors to our students for internships, live projects, guest lectures and jobs.',
    initiative: 'Initiative',
    alumniBenefits: 'Alumni benefits',
    successStories: 'Success stories',
    upcoming: 'Upcoming events',
    upcomingLead: 'Open to students, alumni, parents and employers. Register and we will save you a place.',
    noEvents:
      'No events are planned right now. Ask us about the next ones and we will tell you as soon as dates are set.',
    askNextEvents: 'Ask about our next events',
    nextEventsQuestion: 'I would like to hear about your next events.',
    past: 'Past events',
    pastLead: 'What we have held recently.',
  },
  corporate: {
    ctaTitle: 'Let’s plan your team’s training',
    ctaText:
      'Book a meeting with our corporate team. We will assess your needs and send a proposal with schedule and fees within a week.',
    ctaLabel: 'Book a corporate consultation',
  },
  faqs: {
    title: 'Frequently asked questions',
    lead: 'Answers to what students and parents ask us most about admission, fees, classes, certificates and jobs.',
    stillQuestions: 'Still have questions?',
    advisorsHelp: 'Our advisors are happy to help. Call, write or visit us at either campus.',
  },
  courses: {
    title: 'Our courses',
    lead: (count: number) =>
      `${capitalised(countInWords(count))} practical ${plural(count, 'course')}, from your first steps on a computer to professional software, security and design skills. Fees are per course and can be paid in M-Pesa instalments.`,
    all: 'All courses',
    allLead:
      'Every course includes lab time on our computers, project work reviewed by your instructor and a certificate on completion.',
    packages: 'Course packages',
    packagesLead:
      'Not sure where to start? Choose a package by level; an advisor will match it to the right courses and fee within its price band.',
    ctaTitle: 'Not sure which course is right for you?',
    ctaText:
      'Talk to an academic advisor: we will look at your goals and experience and recommend a course, a class time and a payment plan.',
  },
  course: {
    duration: 'Duration',
    level: 'Level',
    enroll: 'Enroll Now',
    enrollIn: (title: string) => ` in ${title}`,
    popular: 'POPULAR',
  },
  share: {
    share: 'Share',
    whatsapp: 'Share on WhatsApp',
    copied: 'Link copied',
    copyThis: (url: string) => `Copy this link: ${url}`,
  },
  filter: {
    label: 'Filter courses',
    clear: 'Clear filters',
    allLevels: 'All levels',
    fee: 'Fee',
    anyFee: 'Any fee',
    under: (fee: string) => `Under ${fee}`,
    andOver: (fee: string) => `${fee} and over`,
    showingAll: (count: number) => `Showing all ${count} courses`,
    showing: (shown: number, count: number) => `Showing ${shown} of ${count} courses`,
  },
  coursePage: {
    breadcrumb: 'Breadcrumb',
    eyebrow: 'Course',
    whatsapp: (title: string, price: string) => `Hello, I would like to know more about the ${title} course (${price}).`,
    askWhatsapp: 'Ask on WhatsApp',
    shareText: (title: string, price: string, duration: string) => `${title} at Kilele College, ${price}, ${duration}:`,
    fees: 'Fee and payment plan',
    deposit: 'Deposit',
    then: 'Then',
    instalments: (count: number, monthly: string, last: string) => {
      const plan = `${count} monthly M-Pesa instalment${count > 1 ? 's' : ''}`;
      return monthly === last ? `${plan} of ${monthly}` : `${plan}: ${count - 1} of ${monthly} and a last one of ${last}`;
    },
    tools: 'Software and tools',
    learn: 'What you will learn',
    times: 'Class times and campuses',
    intakes: 'Next intakes',
    upcomingIntakes: 'Upcoming intakes',
    next: ' (next)',
    newDates: 'New dates are being set.',
    askIntake: 'Ask us about the next intake',
    started: 'Already started:',
    outcomes: 'What you will be able to do',
    requirements: 'Entry requirements',
    certificate: 'Certificate',
    careers: 'Career paths',
    ctaTitle: (title: string) => `Questions about ${title}?`,
    ctaText:
      'Book a free appointment with an advisor: we will help you choose a class time and a campus and plan your payments.',
  },
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
    savedOffline: 'Your booking is saved on this device and will be sent when you are back online.',
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
    emailSubject: 'Appointment request',
    emailRequest: (email: string) => `E-mail your request to ${email}`,
    whatsappRequest: 'Send your request on WhatsApp',
    notStarted:
      'Your request has not been sent: this page has not finished loading (or JavaScript is off in this browser), so it cannot send it yet. Everything you typed is still here.',
    pressAgain: 'Press Book Appointment again in a moment, or book with us directly:',
    visit: (campus: string | undefined, date: string, time: string) =>
      `Your visit${campus ? ` to ${campus}` : ''}: ${date} at ${time}, to be confirmed.`,
    reference: 'Your booking reference:',
    sentTitle: 'Thank you! Your appointment request has been sent.',
    sentLate: 'Your preferred date had passed by the time it was sent, so we will call you to agree a new date.',
    sentText: 'Our team will contact you within 24 hours to confirm your appointment.',
    another: 'Book Another Appointment',
    queuedTitle: 'Your booking is waiting to be sent',
    queuedText: 'Saved on this device. It will be sent automatically when you are back online.',
    queuedSync: 'You can keep browsing or close this page; keep this reference in case you need to call us.',
    queuedNoSync:
      'You can keep browsing; if you close this page first, it will be sent the next time you open this site. Keep this reference in case you need to call us.',
    refusedTitle: 'We could not send your booking',
    refusedText: 'Sorry, your appointment request could not be delivered. Please',
    quoteReference: 'and quote your booking reference.',
    backToForm: 'Back to the form',
    addToCalendar: 'Add to calendar',
    directions: (campus: string) => `Get directions to ${campus}`,
    opensMap: ' (opens a map)',
  },
  contactLinks: {
    call: 'call',
    email: 'e-mail',
    orSend: 'or send it',
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
    message: (max: number) => `Keep the message under ${max} characters.`,
    phoneExample: 'e.g. 0712 345 678',
    phoneFigures: (example: string) =>
      `Use figures only (spaces, dashes, brackets and a + at the start are fine), ${example}.`,
    phoneFull: (example: string) => `Enter a full phone number, ${example}, or one from abroad with its + code.`,
  },
  /** Why a visit cannot be booked: `campus` is the campus whose own hours apply, else the college's. */
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
    queued: (count: number) =>
      `${count} ${count === 1 ? 'booking' : 'bookings'} waiting to be sent: sent automatically when you are back online.`,
    /** How the notices write a visit's date (Intl). */
    dateLocale: 'en-GB',
    visitText: (date: string | undefined, campus: string | undefined) =>
      `${date ? ` for ${date}` : ''}${campus ? ` at ${campus}` : ''}`,
    sent: (reference: string, visit: string | undefined) =>
      `Your waiting booking ${reference} has been sent${visit === undefined ? '.' : `: a visit${visit}.`}`,
    sentLate: 'Its preferred date had passed by then, so the college will call you to agree a new date.',
    sentText: 'We will contact you within 24 hours.',
    refused: (reference: string, visit: string) => `Your booking ${reference}${visit} could not be delivered. Please`,
    notSentLabel: (reference: string) => `Booking ${reference} not sent`,
    quote: 'and quote the reference.',
    remove: 'Remove from this device',
    dismiss: 'Dismiss',
  },
  pwa: {
    hide: 'Hide',
    hideLabel: 'Hide offline notice',
    offline: 'You are offline. Pages you have visited work, and bookings are saved and sent when you are back online.',
    offlineReady: 'Ready to work offline',
    reload: 'Reload',
    update: 'A new version is available',
    install: 'Install app',
    loading: 'Loading page…',
  },
  errorScreen: {
    title: 'Something went wrong on this page',
    text: 'Sorry, this page could not be shown. Reloading usually fixes it. If it keeps happening, call us on',
    orWrite: 'or write to',
    reload: 'Reload the page',
  },
  calendar: {
    summary: (college: string, interest: string) => `${college}: advisor appointment (${interest})`,
    description: (reference: string, phone: string) =>
      `Booking reference ${reference}. The college will call to confirm. To change or cancel, call ${phone}.`,
  },
  notFound: {
    eyebrow: 'Error 404',
    title: 'Page not found',
    text: 'Sorry, we could not find that page. It may have moved, or the address may have a typo. If you are offline, it may be a page this phone has not saved yet: it opens once you are back online. These will take you somewhere useful:',
    helpfulLinks: 'Helpful links',
    home: 'Go to the home page',
    courses: 'Browse courses',
    booking: 'Book an appointment',
    faqs: 'Read the FAQs',
  },
};

export type UiStrings = typeof strings;
