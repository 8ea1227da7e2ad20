// Node's global Buffer for the browser build: esbuild's --inject puts this in front of every module that reads
// `Buffer` (the code uses it as a global throughout).
export { Buffer } from 'buffer';
