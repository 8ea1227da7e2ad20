// Whether a text is an IP address: node:net here, web/ip-address.ts in the browser.
export { isIP, isIPv6 } from 'node:net';
