export { FileInput } from './file-input';
export type { FileInputProps, FileRejection } from './file-input';
export { checkFile, isTypeAccepted } from './check-file';
export type { FileCheck, FileRules, FileRejectionReason } from './check-file';
export { sniffFileType } from './sniff-file-type';
export type { SniffedType } from './sniff-file-type';
