import { lazy } from 'react';

/**
 * The sample wedding (issue 36 item 1): what offers it, each a lazy chunk, so its data and commands load only where
 * it is offered. The overview's offer to a new couple, Settings' load and remove, the demo account's first load.
 */
export const SampleWeddingOffer = lazy(() => import('./sample-wedding-offer'));
export const SampleWeddingSection = lazy(() => import('./sample-wedding-section'));
export const DemoWedding = lazy(() => import('./demo-wedding'));
