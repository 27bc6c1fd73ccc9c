import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { config } from 'virtual:theme-config';

/**
 * The site's Chakra system, from its config worked out at build time (./system-config.ts).
 * Building it is the largest single piece of start-up work, so it is a module of its own:
 * src/start-up/start-app.ts loads the config first and this in a later task.
 */
export const system = createSystem(defaultBaseConfig, config);
