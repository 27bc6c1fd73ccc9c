// `npm run deploy:nginx`: writes deploy/nginx.conf from tools/deploy-rules.ts, the rules the build
// also writes into dist/_headers and dist/_redirects for Cloudflare Pages. With `--check`, only
// says whether the committed file is current (tests/unit/deploy-rules.test.ts checks it too).
import { readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const { module: rules } = await runnerImport('./tools/deploy-rules.ts');
const { module: csp } = await runnerImport('./tools/content-security-policy.ts');
const path = 'deploy/nginx.conf';
// The EmailJS origin the site's builds use (VITE_EMAILJS_ORIGIN), as the build's _headers does.
const wanted = rules.nginxConf({ connectOrigin: csp.emailjsOrigin(process.env.VITE_EMAILJS_ORIGIN) });

if (process.argv.includes('--check')) {
  const current = readFileSync(path, 'utf8');
  if (current !== wanted) {
    console.error(`${path} is out of date with tools/deploy-rules.ts: run \`npm run deploy:nginx\``);
    process.exit(1);
  }
  console.log(`${path} is current`);
} else {
  writeFileSync(path, wanted);
  console.log(`wrote ${path}`);
}
