// The part of decap-cms-lib-util's API module the preview-link test reads (the package ships no types).
declare module 'decap-cms-lib-util/dist/esm/API.js' {
  export interface PreviewStatus {
    context: string;
    target_url: string;
    state: string;
  }
  export function getPreviewStatus(
    statuses: PreviewStatus[],
    previewContext: string,
  ): PreviewStatus | undefined;
}
