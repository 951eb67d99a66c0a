/** The file port: the couple's stored blobs and what they publish by token. */

export interface FilePort {
  /** Stores a blob under a key of the user's; returns the key. */
  put(key: string, blob: Blob): Promise<string>;
  get(key: string): Promise<Blob | null>;
  remove(key: string): Promise<void>;
  /**
   * Publishes a blob that anyone holding its name can fetch and nobody can list: an invitation's image, named by the
   * invitation's 128-bit token (`invites/<token>.png`). Cloud: a public Storage bucket whose policies let only those who may
   * write the invitation's wedding write that name; local: the owner's files in this browser.
   */
  publish(name: string, blob: Blob): Promise<void>;
  /** Reads back something this user published (null when there is none). */
  readPublished(name: string): Promise<Blob | null>;
  unpublish(name: string): Promise<void>;
}
