import type { ConfigEnv, UserConfig } from 'vite';

/** A plugin's `apply` for the browser's build alone: not the dev server, not the prerender bundle (`--ssr`). */
export const clientBuildOnly = (_config: UserConfig, { command, isSsrBuild }: ConfigEnv): boolean =>
  command === 'build' && !isSsrBuild;
