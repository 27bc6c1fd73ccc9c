import { importWithRetry } from './entry/import-with-retry';
import { routeForPath } from '../app/route-table';

// A macrotask boundary: the browser may handle input and paint between two steps.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Step 2: the theme config, the style system, React's DOM renderer, then the app
 * (./render-app.tsx), each in a task of its own so no single task holds up a tap on a slow phone.
 * The page's chunk loads alongside, so hydration never suspends; if a chunk cannot be had this
 * rejects before hydration, which would otherwise swap the readable page for the error screen.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const page = routeForPath(window.location.pathname).page.preload();
  // Awaited below; a rejection before then is not "unhandled".
  page.catch(() => undefined);
  await importWithRetry(() => import('../theme/system-config'));
  await nextTask();
  await importWithRetry(() => import('../theme/system'));
  await nextTask();
  // React's DOM renderer, the largest module, evaluated in a task before the app's own modules.
  await importWithRetry(() => import('react-dom/client'));
  await nextTask();
  const { renderApp } = await importWithRetry(() => import('./render-app'), { leaf: true });
  await page;
  await nextTask();
  renderApp(container);
}
