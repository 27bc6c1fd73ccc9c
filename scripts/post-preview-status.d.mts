export const previewContext: string;

export interface PreviewStatus {
  sha: string;
  body: { state: 'success'; target_url: string; context: string; description: string };
}

export function previewStatusFor(event: unknown): PreviewStatus | undefined;

export function postPreviewStatus(options: {
  event: unknown;
  api: string;
  repository: string;
  token: string;
  fetchImpl?: typeof fetch;
}): Promise<PreviewStatus | undefined>;
