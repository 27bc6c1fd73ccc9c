import { useEffect } from 'react';
import type { PageRoute } from './route-table';

/** Renders a route's page and keeps the document title and description in step on client navigation. */
export function RoutePage({ route }: { route: PageRoute }) {
  const { title, description } = route.meta;

  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);

  return <route.page.Component />;
}
