import { useEffect } from 'react';
import { pageMeta } from '../i18n/page-meta';
import { useContent } from '../locale/use-content';
import { useWords } from '../locale/use-words';
import type { PageRoute } from './route-table';

/** Renders a route's page and keeps the document title and description in step on client navigation. */
export function RoutePage({ route }: { route: PageRoute }) {
  const meta = useWords('meta');
  const common = useWords('common');
  const site = useContent('site');
  const courses = useContent('courses');
  const { title, description } = pageMeta(route.key, { meta, common, site, courses }, route.slug);

  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);

  return <route.page.Component />;
}
