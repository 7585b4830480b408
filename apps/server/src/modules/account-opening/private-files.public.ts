// The sealed-file format of ID-card images, for the data-key rotation (modules/security).
export { idCardDirectory, isPrivateFileName, openPrivateFile, privateFileKey, sealPrivateFile } from './private-file-store.ts';
