import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { appHydrated } from '../components/use-client-value';

const prerendered = new Map<string, Node[]>();

/** Marks an element as the region `name` in the prerendered HTML (a wrapper with no box of its own). */
const regionAttr = 'data-region';

// The prerendered regions not yet hydrated (or failed): each hydrates on its own, in no set order.
const unsettled = new Set<string>();
let onAllSettled: (() => void) | undefined;

function settle(name: string) {
  unsettled.delete(name);
  if (unsettled.size === 0) onAllSettled?.();
}

/** Calls `then` once every prerendered region has hydrated (or failed and kept its HTML). */
export function afterRegionsHydrate(then: () => void): void {
  if (unsettled.size === 0) then();
  else onAllSettled = then;
}

/** Takes note of every region's prerendered nodes; call just before hydration. */
export function keepPrerenderedRegions(container: HTMLElement): void {
  for (const element of container.querySelectorAll<HTMLElement>(`[${regionAttr}]`)) {
    const name = element.getAttribute(regionAttr) ?? '';
    prerendered.set(name, Array.from(element.childNodes));
    unsettled.add(name);
  }
}

/** Inside a region's boundary, so its effect runs once the region's content has hydrated. */
function Hydrated({ name }: { name: string }) {
  useEffect(() => settle(name), [name]);
  return null;
}

/** Puts a region's prerendered nodes back where React removed them. */
function PrerenderedRegion({ name }: { name: string }) {
  const restore = (element: HTMLDivElement | null) => {
    if (!element) return;
    // Those React removed (all, or none if it failed before hydrating them); its Suspense comments are inert.
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
  /** It failed after the app had taken the page over. */
  late?: boolean;
}

/**
 * A region of the page that fails on its own, putting back the nodes the server rendered for it; its own
 * Suspense boundary keeps a hydration error from re-rendering the whole root.
 */
export class RegionBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true, late: appHydrated() };
  }

  componentDidCatch() {
    settle(this.props.name);
  }

  render() {
    const { name, children, loading = null, afterHydration } = this.props;
    const { failed, late } = this.state;
    const content = !failed ? (
      <Suspense fallback={loading}>
        {children}
        <Hydrated name={name} />
      </Suspense>
    ) : late && afterHydration ? (
      afterHydration
    ) : (
      <PrerenderedRegion name={name} />
    );
    return (
      // No box of its own: the global CSS's (src/theme/system-config.ts).
      <div {...{ [regionAttr]: name }}>{content}</div>
    );
  }
}
