/** Every endpoint's path starts here: an address below it is the API's, never a page of the web app. */
export const API_PATH_PREFIX = '/api/';
