/**
 * The service worker's registration (vite-plugin-pwa's React hook), behind this module so tests can replace it:
 * the virtual module exists only in a Vite build with the plugin.
 */
export { useRegisterSW } from 'virtual:pwa-register/react';
