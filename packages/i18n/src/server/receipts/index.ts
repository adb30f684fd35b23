/** The receipts part of the server catalogue in all 8 languages (listed once in ../parts.ts). */
export { en } from './en';
export { fra } from './fra';
export { hk } from './hk';
export { jp } from './jp';
export { kor } from './kor';
export { spa } from './spa';
export { th } from './th';
export { zh } from './zh';
