import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useHref, useNavigate, useSearchParams } from 'react-router-dom';
import { anyChoice, type Facet, type FacetChoice } from './course-facets';
import { formChanged } from '../../lib/form-changed';

/** Checks the radios of a choice (uncontrolled inputs: React never renders `checked`). */
function showInForm(form: HTMLFormElement, choice: FacetChoice) {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    const name = input.name as keyof FacetChoice;
    if (name in choice) input.checked = input.value === choice[name];
  }
}

const sameChoice = (a: FacetChoice, b: FacetChoice) =>
  (Object.keys(a) as (keyof FacetChoice)[]).every((name) => a[name] === b[name]);

/** The choice a query string or the form's radios ask for; a value no option has (an old shared link) is "any". */
function choiceFrom(source: URLSearchParams | FormData, facets: readonly Facet[]): FacetChoice {
  const choice = { ...anyChoice };
  for (const { name, options } of facets)
    choice[name] = options.find(({ value }) => value === source.get(name))?.value ?? '';
  return choice;
}

/** The address bar's query now: the router renders a navigation later, so a render's query can lag. */
const addressQuery = () => new URLSearchParams(window.location.search);

/**
 * Keeps the radios (the truth: the CSS filters by them before hydration), the URL (so a filtered list
 * can be shared) and React's choice in step. A choice made before hydration wins and goes to the URL;
 * otherwise, and on a later navigation, the URL's is applied to the radios. A change replaces the URL
 * (so Back leaves the page). Both go by the address bar, not the render's query: changes can come
 * faster than renders.
 */
export function useCourseFilter(form: RefObject<HTMLFormElement | null>, facets: readonly Facet[]) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // This page's address. A link the reader followed as the app hydrated may have moved the address
  // bar on before this page's first effect: the choice then is this page's alone, not the next one's URL.
  const page = useHref({});
  const [choice, setChoice] = useState<FacetChoice>(anyChoice);
  const search = params.toString();
  const hydrating = useRef(true);

  // The same choice keeps its object, so React skips the list (every card) when nothing changed:
  // after hydration, say, when the URL asks for what the page already shows.
  const choose = useCallback(
    (next: FacetChoice) => setChoice((current) => (sameChoice(current, next) ? current : next)),
    [],
  );

  const commit = useCallback(
    (next: FacetChoice) => {
      choose(next);
      if (window.location.pathname !== page) return;
      const now = addressQuery();
      const query = new URLSearchParams(now);
      // Facets always in the same order, so one choice is always one shareable URL.
      for (const { name } of facets) query.delete(name);
      for (const { name } of facets) if (next[name]) query.set(name, next[name]);
      const nextSearch = query.toString();
      if (nextSearch === now.toString()) return;
      // The hash is kept so the layout's route focus (keyed on path and hash) does not scroll to the top.
      void navigate(
        { search: nextSearch, hash: window.location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [choose, facets, navigate, page],
  );

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const first = hydrating.current;
    hydrating.current = false;
    if (first && formChanged(element)) {
      commit(choiceFrom(new FormData(element), facets));
      return;
    }
    if (search !== addressQuery().toString()) return;
    const fromUrl = choiceFrom(new URLSearchParams(search), facets);
    showInForm(element, fromUrl);
    // The choice is read from outside React (the address and the form's DOM), once per address.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    choose(fromUrl);
  }, [choose, commit, facets, form, search]);

  // Native listeners, not React's onChange: a form reset moves the radios behind React's back,
  // after which React takes the next click on the radio checked before the reset for no change.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const onChange = () => commit(choiceFrom(new FormData(element), facets));
    // A reset (Clear filters) fires before the radios go back to their defaults: commit those.
    const onReset = () => commit(anyChoice);
    const listeners = new AbortController();
    element.addEventListener('change', onChange, { signal: listeners.signal });
    element.addEventListener('reset', onReset, { signal: listeners.signal });
    return () => listeners.abort();
  }, [commit, facets, form]);

  return choice;
}
