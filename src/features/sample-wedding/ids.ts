/** How the sample wedding's households' ids begin: what tells that it is loaded. */
export const SAMPLE_HOUSEHOLD_PREFIX = 'sample-h';
