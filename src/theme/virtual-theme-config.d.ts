// src/theme/system-config.ts's config as data, worked out at build time (tools/theme-config-plugin.ts).
declare module 'virtual:theme-config' {
  import type { SystemConfig } from '@chakra-ui/react';
  export const config: SystemConfig;
}
