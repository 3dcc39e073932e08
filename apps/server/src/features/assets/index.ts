// What other features may use of this one besides its service.
export { detectImage, extensionMatches } from './image-type.ts';
