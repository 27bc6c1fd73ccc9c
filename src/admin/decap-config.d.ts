declare module 'virtual:decap-config' {
  import type { CmsConfig } from 'decap-cms-core';

  /** Generated from the content schemas by tools/decap-config.ts. */
  export const config: CmsConfig;
  /** The campuses and courses the published content has, for the editor's checks before saving. */
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import by a relative path (TS2439, hidden by skipLibCheck); an import() type can
  export const references: import('../content/schema/references').ContentReferences;
}

declare module 'virtual:decap-yaml' {
  import type { Formatter } from 'decap-cms-core';

  /** Decap's own YAML format (decap-cms-core's formats/yaml.js), served by tools/admin-plugin.ts. */
  const yamlFormatter: Formatter;
  export default yamlFormatter;
}
