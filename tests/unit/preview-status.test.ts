// The editor's "View preview" for a draft: Cloudflare Pages' check run, turned into the commit
// status Decap reads (scripts/post-preview-status.mjs), posted to a stand-in for GitHub's API and
// read back with Decap's own getPreviewStatus under the context the editor's config names.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The module Decap's GitHub backend takes it from (the package's entry needs a browser window).
import { getPreviewStatus } from 'decap-cms-lib-util/dist/esm/API.js';
import { postPreviewStatus, previewStatusFor } from '../../scripts/post-preview-status.mjs';
import { decapConfig, githubBackend } from '../../tools/decap-config';

const sha = 'c0ffee0000000000000000000000000000000001';
/** A check run as Cloudflare Pages' GitHub app reports a finished branch deployment. */
const checkRun = (overrides: Record<string, unknown> = {}) => ({
  action: 'completed',
  check_run: {
    name: 'Cloudflare Pages',
    status: 'completed',
    conclusion: 'success',
    head_sha: sha,
    app: { slug: 'cloudflare-workers-and-pages', name: 'Cloudflare Workers and Pages' },
    details_url: 'https://dash.cloudflare.com/abc/pages/view/kilele/123',
    output: {
      title: 'Deployed successfully',
      summary:
        '| Name | Result |\n|---|---|\n| **Latest commit:** | c0ffee0 |\n| **Preview URL:** | https://3f2a91c0.kilele.pages.dev |\n| **Branch Preview URL:** | https://cms-courses-web-development.kilele.pages.dev |',
    },
    ...overrides,
  },
});

let api = '';
const received: { url: string; auth: string; body: unknown }[] = [];
// The statuses of each commit, as GitHub's combined-status endpoint returns them.
const statuses = new Map<string, { context: string; target_url: string; state: string }[]>();
const server = createServer((request: IncomingMessage, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    const match = request.url?.match(/^\/repos\/[^/]+\/[^/]+\/statuses\/([0-9a-f]+)$/);
    if (request.method !== 'POST' || !match?.[1]) {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(text) as { context: string; target_url: string; state: string };
    received.push({ url: request.url ?? '', auth: request.headers.authorization ?? '', body });
    statuses.set(match[1], [...(statuses.get(match[1]) ?? []), body]);
    response.writeHead(201, { 'content-type': 'application/json' }).end(text);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a draft's preview link", () => {
  it('is posted as a commit status for a finished Cloudflare Pages deployment, with the branch’s own address', async () => {
    const posted = await postPreviewStatus({
      event: checkRun(),
      api,
      repository: 'kilele-college/website',
      token: 'test-token',
    });
    expect(posted?.body.target_url).toBe('https://cms-courses-web-development.kilele.pages.dev');
    expect(received).toEqual([
      {
        url: `/repos/kilele-college/website/statuses/${sha}`,
        auth: 'Bearer test-token',
        body: expect.objectContaining({ state: 'success', target_url: posted?.body.target_url }) as unknown,
      },
    ]);
  });

  it('is what the editor finds: Decap reads it under the context its config names', () => {
    const config = decapConfig({ backend: githubBackend('https://college.example/'), campuses: [] });
    // As decap-cms-backend-github maps GitHub's statuses before asking for the preview.
    const fromGitHub = (statuses.get(sha) ?? []).map((status) => ({
      context: status.context,
      target_url: status.target_url,
      state: status.state === 'success' ? 'success' : 'other',
    }));
    const found = getPreviewStatus(
      [{ context: 'ci/tests', target_url: 'https://ci.example', state: 'success' }, ...fromGitHub],
      config.backend.preview_context ?? '',
    );
    expect(found).toMatchObject({ target_url: 'https://cms-courses-web-development.kilele.pages.dev' });
  });

  it('is not posted for a failed build, another app, or a run without an address', () => {
    expect(previewStatusFor(checkRun({ conclusion: 'failure' }))).toBeUndefined();
    expect(
      previewStatusFor(checkRun({ app: { slug: 'github-actions', name: 'GitHub Actions' }, name: 'test' })),
    ).toBeUndefined();
    expect(previewStatusFor(checkRun({ output: { summary: 'Deployed.' }, details_url: '' }))).toBeUndefined();
    // Without a branch alias, the deployment's own address.
    expect(
      previewStatusFor(checkRun({ output: { summary: 'Preview URL: https://3f2a91c0.kilele.pages.dev' } }))
        ?.body.target_url,
    ).toBe('https://3f2a91c0.kilele.pages.dev');
  });
});
