// What other features may use of this one besides its service.
export { pictureIdOf } from './person-mapping.ts';
