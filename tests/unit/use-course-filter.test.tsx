// @vitest-environment jsdom
// The course filter and a link followed as the app takes the page over (src/features/course-filter/
// use-course-filter.ts): a choice made before the app ran is written to the page's URL on the
// filter's first effect, but a reader who has already followed a link (the router pushed the next
// address and renders it next) keeps it: the filter must not put the courses page back over it.
import { act, render } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Facet } from '../../src/features/course-filter/course-facets';
import { useCourseFilter } from '../../src/features/course-filter/use-course-filter';

// Its own fixture: the logic, not the college's levels.
const level: Facet = {
  name: 'level',
  legend: 'Level',
  anyLabel: 'Any level',
  options: [
    { value: 'first', label: 'First' },
    { value: 'second', label: 'Second' },
  ],
};
const facets = [level];

/** The filter's form as the server rendered it ("any" checked), the reader's choice on it before the app. */
function Filter({ chosenBefore }: { chosenBefore: string }) {
  const form = useRef<HTMLFormElement>(null);
  useCourseFilter(form, facets);
  const options = [{ value: '', label: 'Any level' }, ...level.options];
  return (
    <form ref={form} aria-label="Filter courses">
      {options.map(({ value, label }) => (
        <label key={value}>
          <input
            type="radio"
            name="level"
            value={value}
            defaultChecked={value === ''}
            ref={(input) => {
              if (input && value === chosenBefore) input.checked = true;
            }}
          />
          {label}
        </label>
      ))}
    </form>
  );
}

/** A press on a link to `to`, which the router pushes at once, landing before the page's passive effects. */
function LinkFollowedMeanwhile({ to }: { to: string }) {
  useLayoutEffect(() => window.history.pushState({}, '', to), [to]);
  return null;
}

function renderCoursesPage(followed?: string) {
  return render(
    <BrowserRouter>
      <Routes>
        <Route
          path="/courses"
          element={
            <>
              <Filter chosenBefore="second" />
              {followed && <LinkFollowedMeanwhile to={followed} />}
            </>
          }
        />
      </Routes>
    </BrowserRouter>,
  );
}

afterEach(() => window.history.replaceState({}, '', '/'));

describe('useCourseFilter, on the first run after the app starts', () => {
  it('writes a choice made before the app to the page’s URL', () => {
    window.history.replaceState({}, '', '/courses');
    act(() => {
      renderCoursesPage();
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/courses?level=second');
  });

  it('leaves the address of a link followed meanwhile as it is', () => {
    window.history.replaceState({}, '', '/courses');
    act(() => {
      renderCoursesPage('/booking');
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/booking');
  });
});
