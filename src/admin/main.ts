// The content editor at /admin (Decap CMS). Its own entry and bundle: no public page imports it,
// and the service worker never precaches it (tools/pwa-plugin.ts, tools/admin-plugin.ts).
import CMS from 'decap-cms-app';
import { config } from 'virtual:decap-config';

CMS.init({ config });
