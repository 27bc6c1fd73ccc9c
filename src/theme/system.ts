import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { config } from 'virtual:theme-config';

/** The site's Chakra system: the largest piece of start-up work, so a module of its own for a later task. */
export const system = createSystem(defaultBaseConfig, config);
