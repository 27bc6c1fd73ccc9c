declare module 'virtual:decap-config' {
  import type { CmsConfig } from 'decap-cms-core';

  /** Generated from the content schemas by tools/decap-config.ts. */
  export const config: CmsConfig;
}
