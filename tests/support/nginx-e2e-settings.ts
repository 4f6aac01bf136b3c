// Where the nginx browser tests serve from (playwright.nginx.config.ts); the environment lets runs share a machine.
export const NGINX_E2E_PORT = Number(process.env.NGINX_E2E_PORT ?? 4324);
export const NGINX_E2E_API_PORT = Number(process.env.NGINX_E2E_API_PORT ?? 4325);
export const NGINX_E2E_DIST = process.env.NGINX_E2E_DIST ?? 'dist-e2e-nginx';
