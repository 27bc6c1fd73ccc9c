declare module 'virtual:decap-config' {
  import type { CmsConfig } from 'decap-cms-core';
  import type { ContentReferences } from '../content/schema/references';

  /** Generated from the content schemas by tools/decap-config.ts. */
  export const config: CmsConfig;
  /** The campuses and courses the published content has, for the editor's checks before saving. */
  export const references: ContentReferences;
}

declare module 'virtual:decap-yaml' {
  import type { Formatter } from 'decap-cms-core';

  /** Decap's own YAML format (decap-cms-core's formats/yaml.js), served by tools/admin-plugin.ts. */
  const yamlFormatter: Formatter;
  export default yamlFormatter;
}
