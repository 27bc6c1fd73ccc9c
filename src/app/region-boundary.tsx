import { Component, Suspense, type ReactNode } from 'react';

/**
 * Each region of the page (header, notices, main, footer, and the app as a whole) keeps its own
 * failures: an error thrown while one renders replaces that region only, never the whole page.
 *
 * What replaces it is the region as the server rendered it. Before hydration renderApp takes note of
 * each region's prerendered nodes (`keepPrerenderedRegions`); a failed region puts those same nodes
 * back, so the visitor keeps the content, the links (plain links now: a full page load) and the
 * native disclosures, and even what they typed in the booking form. A region that failed after the
 * app had taken over may pass `afterHydration` instead (the main region's content changes with the
 * route, so its first page's nodes would be the wrong page).
 *
 * Each region also has its own Suspense boundary: an error while React hydrates makes it render the
 * nearest Suspense boundary afresh on the client, and without one per region that would be the
 * whole root (every region's prerendered DOM thrown away, the booking form's typing with it).
 *
 * The error itself reaches the console by React's own report of an error a boundary caught.
 */

const prerendered = new Map<string, Node[]>();

/** Marks an element as the region `name` in the prerendered HTML (a wrapper with no box of its own). */
const regionAttr = 'data-region';

/** Takes note of every region's prerendered nodes; call just before hydration. */
export function keepPrerenderedRegions(container: HTMLElement): void {
  for (const element of container.querySelectorAll<HTMLElement>(`[${regionAttr}]`)) {
    prerendered.set(element.getAttribute(regionAttr) ?? '', Array.from(element.childNodes));
  }
}

/** Puts a region's prerendered nodes back where React removed them. */
function PrerenderedRegion({ name }: { name: string }) {
  const restore = (element: HTMLDivElement | null) => {
    if (!element) return;
    // Those React removed (all, or none if the region failed before they were hydrated). React's
    // Suspense markers (comments) among them are inert here.
    for (const node of prerendered.get(name) ?? []) if (!node.isConnected) element.append(node);
  };
  return <div ref={restore} style={{ display: 'contents' }} />;
}

interface Props {
  /** Names the region in the HTML and in the console. */
  name: string;
  children: ReactNode;
  /** Shown while the region suspends (a page's chunk loading on an in-app navigation). */
  loading?: ReactNode;
  /** Shown instead of the prerendered nodes when the region fails after hydration. */
  afterHydration?: ReactNode;
}

interface State {
  failed: boolean;
  /** It failed after the app had taken the page over (src/app/use-hydrated-marker.ts). */
  late?: boolean;
}

export class RegionBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true, late: document.documentElement.hasAttribute('data-hydrated') };
  }

  render() {
    const { name, children, loading = null, afterHydration } = this.props;
    const { failed, late } = this.state;
    const content = !failed ? (
      <Suspense fallback={loading}>{children}</Suspense>
    ) : late && afterHydration ? (
      afterHydration
    ) : (
      <PrerenderedRegion name={name} />
    );
    return (
      <div {...{ [regionAttr]: name }} style={{ display: 'contents' }}>
        {content}
      </div>
    );
  }
}
