// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentNow } from 'virtual:content/now';
import { eventsAsOf, toCollegeEvent } from '../../src/content/event-dates';
import { words as common } from '../../src/i18n/en/common';
import { words as when } from '../../src/i18n/en/when';
import { words as swWhen } from '../../src/i18n/sw/when';
import { eventDateLabel, eventMonthLabel, eventTimeLabel } from '../../src/i18n/event-labels';

const titles = (list: readonly { title: string }[]) => list.map((event) => event.title);
const eat = (local: string) => Date.parse(`${local}+03:00`);

// The logic's own events (the site's, in content/events/, change whenever the staff add one), listed out of
// date order on purpose: the page sorts them.
const entry = (slug: string, date: string, start: string, end: string) => ({
  slug,
  title: slug,
  date,
  start,
  end,
  location: 'Main Campus',
  description: 'A fixture event.',
});
const fixture = [
  entry('open-day', '2025-07-10', '13:00', '17:00'),
  entry('career-fair', '2025-06-25', '09:00', '16:00'),
  entry('alumni-mixer', '2025-08-18', '18:00', '21:00'),
].map(toCollegeEvent);

describe('events by date', () => {
  afterEach(() => vi.useRealTimers());

  it('lists every event as upcoming, soonest first, before the first one', () => {
    const { upcoming, past } = eventsAsOf(eat('2025-06-01T12:00:00'), fixture);
    expect(titles(upcoming)).toEqual(['career-fair', 'open-day', 'alumni-mixer']);
    expect(past).toEqual([]);
  });

  it('keeps an event upcoming until it ends, then lists it as past', () => {
    expect(titles(eventsAsOf(eat('2025-07-10T16:59:00'), fixture).upcoming)).toEqual([
      'open-day',
      'alumni-mixer',
    ]);
    const after = eventsAsOf(eat('2025-07-10T17:00:00'), fixture);
    expect(titles(after.upcoming)).toEqual(['alumni-mixer']);
    // Past events newest first.
    expect(titles(after.past)).toEqual(['open-day', 'career-fair']);
  });

  it('lists every event as past, newest first, after the last one', () => {
    const { upcoming, past } = eventsAsOf(eat('2025-08-18T21:00:00'), fixture);
    expect(upcoming).toEqual([]);
    expect(titles(past)).toEqual(['alumni-mixer', 'open-day', 'career-fair']);
  });

  it('shows times on a 12-hour clock, and dates in East Africa Time', () => {
    expect(['09:00', '12:00', '13:00', '00:30', '18:05'].map(when.when.clock)).toEqual([
      '9:00 AM',
      '12:00 PM',
      '1:00 PM',
      '12:30 AM',
      '6:05 PM',
    ]);
    expect(fixture.map((event) => [event.startDate, event.endDate])[1]).toEqual([
      '2025-06-25T09:00:00+03:00',
      '2025-06-25T16:00:00+03:00',
    ]);
  });

  it('gives an event’s date as figures, and its badge month and labels in the language of the words given', () => {
    const careerFair = fixture[1];
    if (!careerFair) throw new Error('no fixture event');
    expect([careerFair.day, careerFair.month, careerFair.year]).toEqual([25, 6, 2025]);
    expect(eventMonthLabel(careerFair, when)).toBe('June');
    expect(eventMonthLabel(careerFair, swWhen)).toBe(swWhen.when.months[5]);
    expect(eventMonthLabel(careerFair, swWhen)).not.toBe('June');
    expect(eventDateLabel(careerFair, when)).toBe('25 June 2025');
    expect(eventTimeLabel(careerFair, when, common)).toBe(`9:00 AM ${common.conjunctions.to} 4:00 PM`);
  });

  it('renders with the build time on the server, hydrates that markup as it is, then follows the visitor clock', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(eat('2025-07-10T16:58:30'));
    vi.resetModules();
    const { useContentNow } = await import('../../src/components/use-content-now');
    const { eventsAsOf: split } = await import('../../src/content/event-dates');
    const { holdsWhile } = await import('../../src/lib/app-on-demand');
    const ends = fixture.map((event) => Date.parse(event.endDate));
    // Marked with the span it holds for, as the pages mark their dated lists.
    function Upcoming() {
      const now = useContentNow();
      return <p {...holdsWhile(now, ends)}>{titles(split(now, fixture).upcoming).join(', ')}</p>;
    }
    // The server (prerender) uses the build's time: today, after every fixture event.
    expect(contentNow).toBeGreaterThan(eat('2025-08-18T21:00:00'));
    vi.stubEnv('SSR', true);
    const html = renderToString(<Upcoming />);
    vi.unstubAllEnvs();
    expect(html).toMatch(/^<p [^>]+><\/p>$/);

    // The browser, which has no build time, hydrates that markup with nothing to mend, then shows
    // the visitor's clock.
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mended: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Upcoming />, { onRecoverableError: (error) => mended.push(error) });
      await Promise.resolve();
    });
    expect(mended).toEqual([]);
    expect(screen.getByText('open-day, alumni-mixer')).toBeTruthy();
    // Two minutes later the open day has ended: the list follows without a reload.
    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(screen.getByText('alumni-mixer')).toBeTruthy();
    container.remove();

    // Once the app has hydrated, a list it renders (a page opened in the app) follows the clock
    // from its first render, and never reads the page for a moment to hydrate with.
    const { markAppHydrated } = await import('../../src/components/use-client-value');
    markAppHydrated();
    const read = vi.spyOn(document, 'querySelectorAll');
    const later = document.createElement('div');
    document.body.append(later);
    const laterRoot = createRoot(later);
    act(() => laterRoot.render(<Upcoming />));
    expect(later.textContent).toBe('alumni-mixer');
    expect(read).not.toHaveBeenCalled();
    act(() => laterRoot.unmount());
    later.remove();
  });
});
