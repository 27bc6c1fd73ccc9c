// The editor's "View preview" button: Cloudflare Pages reports each branch's preview (each draft is one)
// as a GitHub check run, but Decap reads it from commit *statuses*, which Cloudflare does not post.
// .github/workflows/deploy-preview-status.yml runs this on each finished check run to post one under
// the editor's context (tools/decap-config.ts). Plain Node: the workflow installs nothing.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The commit status context the editor looks for (the backend's `preview_context`). */
export const previewContext = 'deploy/cloudflare-pages';

/**
 * The commit status to post for a check_run event, or undefined when it is not a finished, successful
 * Cloudflare Pages deployment with an address. The branch's own alias (stable across a draft's
 * commits) is preferred to the one-off deployment address.
 */
export function previewStatusFor(event) {
  const run = event?.check_run;
  if (!run || run.status !== 'completed' || run.conclusion !== 'success') return undefined;
  const app = `${run.app?.slug ?? ''} ${run.app?.name ?? ''} ${run.name ?? ''}`.toLowerCase();
  if (!app.includes('cloudflare')) return undefined;
  const text = `${run.output?.summary ?? ''}\n${run.output?.text ?? ''}\n${run.details_url ?? ''}`;
  const target =
    text.match(/branch preview url[^h]*(https:\/\/[a-z0-9.-]+\.pages\.dev\b[^\s)<>"'|]*)/i)?.[1] ??
    text.match(/https:\/\/[a-z0-9.-]+\.pages\.dev\b[^\s)<>"'|]*/i)?.[0];
  if (!target || !run.head_sha) return undefined;
  return {
    sha: run.head_sha,
    body: {
      state: 'success',
      target_url: target,
      context: previewContext,
      description: 'This draft on the preview site',
    },
  };
}

/** Posts the status for `event` to the GitHub API at `api`; returns what it posted, if anything. */
export async function postPreviewStatus({ event, api, repository, token, fetchImpl = fetch }) {
  const status = previewStatusFor(event);
  if (!status) return undefined;
  const response = await fetchImpl(`${api}/repos/${repository}/statuses/${status.sha}`, {
    method: 'POST',
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(status.body),
  });
  if (!response.ok)
    throw new Error(`GitHub answered ${response.status} to the preview status: ${await response.text()}`);
  return status;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const posted = await postPreviewStatus({
    event: JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH ?? '', 'utf8')),
    api: process.env.GITHUB_API_URL ?? 'https://api.github.com',
    repository: process.env.GITHUB_REPOSITORY ?? '',
    token: process.env.GITHUB_TOKEN ?? '',
  });
  console.log(
    posted
      ? `Preview of ${posted.sha}: ${posted.body.target_url}`
      : 'Not a Cloudflare Pages preview: nothing posted.',
  );
}
