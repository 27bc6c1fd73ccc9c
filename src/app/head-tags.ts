import type { PageRoute } from './route-table';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The per-page <head> tags the prerenderer writes. */
export function renderHeadTags(route: PageRoute): string {
  const { title, description } = route.meta;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ].join('\n    ');
}
