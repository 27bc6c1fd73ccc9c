export type FaqTopic =
  | 'admission'
  | 'payment plans'
  | 'scholarships'
  | 'schedule'
  | 'job placement'
  | 'hands-on teaching'
  | 'certificates'
  | 'missed classes'
  | 'online courses'
  | 'course length';

export interface Faq {
  /** Which of the specification's ten topics this answers. */
  topic: FaqTopic;
  question: string;
  answer: string;
}

/** Ten questions, one per topic in the specification, in that order. */
export const faqs = [
  {
    topic: 'admission',
    question: 'What do I need to join a course?',
    answer:
      'Most courses are open to anyone who can read and write English; a KCSE certificate is welcome but not required. Cybersecurity asks for basic networking or IT support knowledge. Bring a copy of your national ID or birth certificate and one passport photo, book an appointment with an advisor, and you can start at the next intake.',
  },
  {
    topic: 'payment plans',
    question: 'Can I pay my fees in instalments?',
    answer:
      'Yes. You can pay the full fee up front or in monthly instalments through M-Pesa, bank deposit or cash at either campus. A deposit secures your place, and the balance is spread over the length of your course. Your advisor will set out the plan in writing before you start.',
  },
  {
    topic: 'scholarships',
    question: 'Do you offer scholarships or financial aid?',
    answer:
      'We offer partial fee scholarships every intake for bright students who cannot afford the full fee, and dedicated places for young women through our Women & Tech initiative. We also accept sponsorship from employers, churches and county bursary programmes. Ask your advisor how to apply.',
  },
  {
    topic: 'schedule',
    question: 'When are classes held?',
    answer:
      'Classes run Monday to Friday in morning, afternoon and evening sessions, with Saturday classes for people who work during the week. You choose the session that suits you when you enrol and can switch later if a place is free.',
  },
  {
    topic: 'job placement',
    question: 'Will you help me find a job after the course?',
    answer:
      'Yes. Our career office runs CV clinics and mock interviews, shares job and internship openings from our partner employers, and introduces graduates to our alumni network. 95% of our graduates are placed in work or self-employment.',
  },
  {
    topic: 'hands-on teaching',
    question: 'Are the classes practical or theory-based?',
    answer:
      'Practical. Every student has a computer in every lesson, and most of the time is spent building real projects: websites, designs, networks, data reports and videos. Classes are small so instructors can work with each student individually.',
  },
  {
    topic: 'certificates',
    question: 'Will I receive a certificate?',
    answer:
      'Yes. Every student who completes the coursework and final project receives a Kilele College certificate listing the skills covered. Several courses also prepare you for international exams such as CompTIA, Cisco CCNA and Microsoft Office Specialist.',
  },
  {
    topic: 'missed classes',
    question: 'What happens if I miss a class?',
    answer:
      'Let your instructor know. Class notes and exercises are shared after every lesson, and you can catch up in a free make-up session or during open lab time on Saturdays. If you must pause for illness or work, you can defer and rejoin a later intake.',
  },
  {
    topic: 'online courses',
    question: 'Can I study online?',
    answer:
      'Our courses are taught in person at our Nakuru and Naivasha campuses, because hands-on lab time is how our students learn best. Selected theory sessions and revision materials are available online, and we can arrange blended learning for corporate groups.',
  },
  {
    topic: 'course length',
    question: 'How long do the courses take?',
    answer:
      'Short courses take 1-2 months, and comprehensive courses take 3-6 months. Each course page lists its exact duration; Software Development runs 3 months per programming language.',
  },
] as const satisfies readonly Faq[];
