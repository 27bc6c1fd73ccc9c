import { useEffect, useId, useRef, type ReactNode } from 'react';
import { BookingStyles } from './booking-styles';

interface OutcomePanelProps {
  title: string;
  tone: 'success' | 'waiting' | 'error';
  children: ReactNode;
}

/** A booking's outcome; focus moves to its heading, so keyboard and screen-reader users land on the news. */
export function OutcomePanel({ title, tone, children }: OutcomePanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className={`booking-outcome booking-outcome-${tone}`}>
      <BookingStyles />
      <div className="booking-outcome-body">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
