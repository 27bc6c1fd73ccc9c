import { importWithRetry } from '../lib/import-with-retry';
import { routeForPath } from './route-table';

// A macrotask boundary: the browser may handle input and paint between two steps.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Loads the app and hydrates the page in steps, each a task of its own, so that no single task
 * blocks a tap for long on a slow phone: Chakra's code and the theme config, then Chakra's
 * style system built from them (the largest piece of start-up work), then React and the app,
 * then hydration. The page's own chunk loads alongside and is in before hydration, so
 * hydration never suspends. Each chunk's load is retried (import-with-retry.ts); if one cannot be
 * had, this rejects before hydration and the prerendered page stays as it is: hydrating without
 * the page's chunk would replace the page's content with the error screen.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const page = routeForPath(window.location.pathname).page.preload();
  // Awaited below; a rejection before then is not "unhandled".
  page.catch(() => undefined);
  await importWithRetry(() => import('../theme/system-config'));
  await nextTask();
  await importWithRetry(() => import('../theme/system'));
  await nextTask();
  const { renderApp } = await importWithRetry(() => import('./render-app'), { leaf: true });
  await page;
  await nextTask();
  renderApp(container);
}
