export { defineCollection, useCollection, collectionKey, SaveError, type CollectionDef } from './use-collection';
export { useProfile, profileKey } from './use-profile';
