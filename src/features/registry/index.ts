export {
  registryItemsCollection,
  registryStoresCollection,
  type RegistryItem,
  type RegistryStore,
} from './model';
